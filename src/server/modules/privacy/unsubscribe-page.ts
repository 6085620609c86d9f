// The small page an unsubscribe link opens (decision 0112): plain HTML from the API (no script, no style: the API's
// Content-Security-Policy allows none), one button that POSTs like a mail client's one click.
const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function unsubscribePage(options: { title: string; text: string; token?: string }): string {
  const form = options.token
    ? `<form method="post" action="/api/unsubscribe/${encodeURIComponent(options.token)}">` +
      '<input type="hidden" name="List-Unsubscribe" value="One-Click">' +
      '<button type="submit">Unsubscribe</button></form>'
    : '';
  return (
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escape(options.title)} — Skin Circle</title></head><body><main>` +
    `<h1>${escape(options.title)}</h1><p>${escape(options.text)}</p>${form}` +
    '<p><a href="/">Skin Circle</a></p></main></body></html>'
  );
}
