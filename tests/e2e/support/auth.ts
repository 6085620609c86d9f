// Signing in from a test without going through the sign-in screen (journeys that are not about signing in).
import { expect, type Page } from '@playwright/test';
import type { TestServer } from './server';

export const DEMO = { email: 'demo@example.com', password: 'skincircle' } as const;

/** Signs the page's browser context in through the API (the cookie is shared with the page). */
export async function signInViaApi(
  page: Page,
  server: TestServer,
  credentials: { email: string; password: string } = DEMO,
) {
  const res = await page.request.post(`${server.url}/api/auth/login`, { data: credentials });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).user as { id: string; email: string; firstName: string };
}

/**
 * The newest mail written to the server's DATA_DIR/mail folder for this address, waiting for it. With `matching`,
 * the newest one whose text matches: mail is sent after the answer that caused it, and a test reading "the newest"
 * at once may get the one before.
 */
export async function latestMailTo(
  server: TestServer,
  address: string,
  { matching, timeoutMs = 10_000 }: { matching?: RegExp; timeoutMs?: number } = {},
): Promise<string> {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (fs.existsSync(server.mailDir)) {
      const files = fs
        .readdirSync(server.mailDir)
        .filter((f) => f.endsWith('.eml'))
        .map((f) => path.join(server.mailDir, f))
        .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
      for (const file of files) {
        const text = fs.readFileSync(file, 'utf8');
        if (!text.toLowerCase().includes(`to: ${address.toLowerCase()}`)) continue;
        if (!matching || matching.test(text)) return text;
      }
    }
    if (Date.now() > deadline)
      throw new Error(`no mail to ${address}${matching ? ` matching ${matching}` : ''} in ${server.mailDir}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
