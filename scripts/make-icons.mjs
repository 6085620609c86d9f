// Renders the home-screen icons (public/icons/*.png) from the brand mark in public/favicon.svg with Debian's
// Chromium: the 'any' icons keep the round mark on a transparent square; the maskable one fills the square with
// the brand green and keeps the mark inside the central 80 % safe zone, so launchers can crop it to any shape.
// The output is committed; re-run after changing the mark:  node scripts/make-icons.mjs
import { chromium } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = (name) => path.join(root, 'public/icons', name);
const GREEN = '#2f4a43';
const CREAM = '#f3e6d8';

// The favicon's mark: a green disc with a cream ring (viewBox 64).
const mark = `<circle cx="32" cy="32" r="30" fill="${GREEN}"/><circle cx="32" cy="32" r="17" fill="none" stroke="${CREAM}" stroke-width="5"/>`;
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${mark}</svg>`;
// Maskable: full-bleed green; the ring (outer radius 19.5 of 64, about 30 %) sits well inside the 40 % safe circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${GREEN}"/><circle cx="32" cy="32" r="17" fill="none" stroke="${CREAM}" stroke-width="5"/></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: any },
  { file: 'icon-512.png', size: 512, svg: any },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  // iOS ignores the manifest's icons and masks nothing itself: the full-bleed square reads best there.
  { file: 'apple-touch-icon.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.screenshot({ path: out(file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`public/icons/${file}`);
  }
} finally {
  await browser.close();
}
