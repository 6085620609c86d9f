// The server-rendered page's scripts, handed to public/boot.js (decision 0618).
import { describe, expect, it } from 'vitest';
import { APP_ELEMENT_ID, scriptsAfterFirstPaint } from './after-first-paint';

// The head as `vite build` writes it (dist/client/index.html), with the server's route preload added.
const BUILT = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>Skin Circle</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-abc.js">
    <link rel="modulepreload" crossorigin href="/assets/framework-abc.js">
    <style>body{margin:0}</style>
    <link rel="preload" as="image" fetchpriority="high" href="/images/products/a.svg">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const dataBlock = (html: string) => {
  const json = new RegExp(`<script type="application/json" id="${APP_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};

describe('scriptsAfterFirstPaint', () => {
  it('replaces the entry and its preloads with boot.js and names them, the route chunks after them', () => {
    const html = scriptsAfterFirstPaint(BUILT, ['assets/home-page-abc.js', 'assets/framework-abc.js']);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<script defer src="/boot.js"></script>');
    expect(dataBlock(html)).toEqual({
      entry: '/assets/index-abc.js',
      modules: ['/assets/rolldown-runtime-abc.js', '/assets/framework-abc.js', '/assets/home-page-abc.js'],
    });
    // The rest of the head is untouched: the stylesheet and the lead picture still come first.
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/images/products/a.svg">');
    expect(html.indexOf(`id="${APP_ELEMENT_ID}"`)).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves a page without an entry script as it is', () => {
    const plain = '<!doctype html><html><head><title>Skin Circle</title></head><body></body></html>';
    expect(scriptsAfterFirstPaint(plain, ['assets/home-page-abc.js'])).toBe(plain);
  });
});
