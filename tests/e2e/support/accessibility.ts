// The browser tests' one axe check of what is on screen now (WCAG 2.1 A/AA, as accessibility.spec.ts): no serious or
// critical finding. Colours are measured at rest: entry transitions (a toast sliding in, a dialog fading in) are
// waited out first — a toast caught at half opacity fails contrast on a busy machine.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Resolves once every running CSS animation and transition on the page has finished (an endless one is left). */
export async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

export async function expectAccessible(page: Page, what = 'this screen') {
  await animationsDone(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    what,
  ).toEqual([]);
}
