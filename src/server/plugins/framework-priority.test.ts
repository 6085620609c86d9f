// The server-rendered page's framework preload, asked for at low priority (decision 0618).
import { describe, expect, it } from 'vitest';
import { frameworkAtLowPriority } from './framework-priority';

// The head as `vite build` writes it (dist/client/index.html).
const BUILT = `<head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-abc.js">
    <link rel="modulepreload" crossorigin href="/assets/framework-abc.js">
    <link rel="preload" as="image" fetchpriority="high" href="/images/products/a.svg">
  </head>`;

describe('frameworkAtLowPriority', () => {
  it("asks for index.html's module preloads at low priority and leaves the entry and the picture as they are", () => {
    const html = frameworkAtLowPriority(BUILT);
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/framework-abc.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/rolldown-runtime-abc.js">',
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/images/products/a.svg">');
  });
});
