// The legal pages' body format (decision 0241): plain text with a small Markdown subset, parsed into blocks that the
// client renders as React elements — never as HTML, so a body can hold no markup or script. Blank lines separate
// blocks; "## " starts a heading, "- " a list item; [label](/path or https://…) is a link, **text** bold.

export type Inline =
  { kind: 'text'; text: string } | { kind: 'bold'; text: string } | { kind: 'link'; text: string; href: string };
export type Block =
  | { kind: 'heading'; inlines: Inline[] }
  | { kind: 'paragraph'; lines: Inline[][] }
  | { kind: 'list'; items: Inline[][] };

/** Only our own paths, https and mailto: a `javascript:` or `data:` link stays text. */
export function safeHref(href: string): string | null {
  if (/^\/(?!\/)[\w\-./?=&#%]*$/.test(href)) return href;
  if (/^https:\/\/[^\s"'<>]+$/.test(href)) return href;
  if (/^mailto:[^\s"'<>@]+@[^\s"'<>]+$/.test(href)) return href;
  return null;
}

const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push({ kind: 'text', text: text.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ kind: 'bold', text: m[1] });
    else {
      const href = safeHref(m[3]);
      out.push(href ? { kind: 'link', text: m[2], href } : { kind: 'text', text: m[0] });
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

export function parsePageText(body: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    let paragraph: string[] = [];
    let items: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', lines: paragraph.map(parseInline) });
      if (items.length) blocks.push({ kind: 'list', items: items.map(parseInline) });
      paragraph = [];
      items = [];
    };
    for (const line of lines) {
      if (line.startsWith('## ') || line.startsWith('# ')) {
        flush();
        blocks.push({ kind: 'heading', inlines: parseInline(line.replace(/^#+\s+/, '')) });
      } else if (/^[-*] /.test(line)) {
        if (paragraph.length) flush();
        items.push(line.slice(2));
      } else {
        if (items.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

/** The body as plain text (mails): headings in capitals, links as "label (address)", list items with dashes. */
export function pageTextAsPlain(body: string, origin: string): string {
  const inline = (parts: Inline[]) =>
    parts
      .map((p) => (p.kind === 'link' ? `${p.text} (${p.href.startsWith('/') ? origin + p.href : p.href})` : p.text))
      .join('');
  return parsePageText(body)
    .map((b) =>
      b.kind === 'heading'
        ? inline(b.inlines).toUpperCase()
        : b.kind === 'list'
          ? b.items.map((i) => `- ${inline(i)}`).join('\n')
          : b.lines.map(inline).join('\n'),
    )
    .join('\n\n');
}
