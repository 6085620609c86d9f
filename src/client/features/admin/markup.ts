// Quiz-provider text may carry HTML (recommendation descriptions) or worse (customer answers). The console only
// ever renders text: this turns markup into plain text without a DOM, so it runs the same in tests and browsers.
// It is a small scanner rather than a regular expression, so nested quotes and '>' inside attributes are handled.

/** Elements whose whole content is dropped, not shown as text. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'textarea',
  'title',
  'xmp',
  'object',
  'svg',
  'math',
]);
/** Elements that separate words: a space stands in for them. */
const BREAKS = new Set([
  'br',
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'tr',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'section',
  'article',
  'blockquote',
  'hr',
  'img',
]);

const isLetter = (c: string | undefined) => !!c && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
const isNameChar = (c: string | undefined) =>
  isLetter(c) || (!!c && ((c >= '0' && c <= '9') || c === '-' || c === ':'));

/** Index just past the '>' of the tag opened at `start` (quotes respected), or the end of the text. */
function endOfTag(text: string, start: number): number {
  let quote: string | null = null;
  for (let j = start; j < text.length; j++) {
    const c = text[j];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '>') {
      return j + 1;
    }
  }
  return text.length;
}

/** Index of the next `</name` (any letter case) at or after `from`, or -1. */
function findClosing(text: string, name: string, from: number): number {
  for (let i = text.indexOf('<', from); i !== -1; i = text.indexOf('<', i + 1)) {
    if (text[i + 1] !== '/') continue;
    let k = 0;
    while (k < name.length && (text[i + 2 + k] ?? '').toLowerCase() === name[k]) k++;
    if (k === name.length && !isNameChar(text[i + 2 + k])) return i;
  }
  return -1;
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  pound: '£',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
};

/** Decodes the common entities; anything unknown stays as written. The result is text, never parsed again. */
export function decodeEntities(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const amp = text.indexOf('&', i);
    if (amp === -1) {
      out += text.slice(i);
      break;
    }
    out += text.slice(i, amp);
    const semi = text.indexOf(';', amp + 1);
    const body = semi !== -1 && semi - amp <= 10 ? text.slice(amp + 1, semi) : null;
    let decoded: string | undefined;
    if (body) {
      if (body[0] === '#') {
        const hex = body[1] === 'x' || body[1] === 'X';
        const digits = body.slice(hex ? 2 : 1);
        const valid = hex ? /^[0-9a-fA-F]{1,6}$/.test(digits) : /^[0-9]{1,7}$/.test(digits);
        const code = valid ? parseInt(digits, hex ? 16 : 10) : NaN;
        // No control characters or lone surrogates from an entity.
        if (
          Number.isFinite(code) &&
          code >= 32 &&
          code <= 0x10ffff &&
          !(code >= 0xd800 && code <= 0xdfff) &&
          code !== 127
        ) {
          decoded = String.fromCodePoint(code);
        }
      } else {
        decoded = NAMED[body.toLowerCase()];
      }
    }
    if (decoded !== undefined) {
      out += decoded;
      i = semi + 1;
    } else {
      out += '&';
      i = amp + 1;
    }
  }
  return out;
}

/** Markup → one line of plain text: tags removed, script/style content dropped, entities decoded, spaces collapsed. */
export function stripMarkup(input: unknown, max = 2000): string {
  if (typeof input !== 'string') return '';
  const text = input;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    if (lt === -1) {
      out += text.slice(i);
      break;
    }
    out += text.slice(i, lt);
    const next = text[lt + 1];
    if (next === '!') {
      // A comment, doctype or CDATA section: gone.
      if (text.startsWith('<!--', lt)) {
        const end = text.indexOf('-->', lt + 4);
        i = end === -1 ? text.length : end + 3;
      } else {
        i = endOfTag(text, lt + 2);
      }
      continue;
    }
    if (next === '?') {
      i = endOfTag(text, lt + 2);
      continue;
    }
    const closing = next === '/';
    const nameStart = closing ? lt + 2 : lt + 1;
    if (!isLetter(text[nameStart])) {
      // '<' that starts no tag ('a < b', '<3') is just text.
      out += '<';
      i = lt + 1;
      continue;
    }
    let nameEnd = nameStart;
    while (isNameChar(text[nameEnd])) nameEnd++;
    const name = text.slice(nameStart, nameEnd).toLowerCase();
    i = endOfTag(text, nameEnd);
    if (BREAKS.has(name)) out += ' ';
    if (!closing && RAW_TEXT.has(name)) {
      const close = findClosing(text, name, i);
      i = close === -1 ? text.length : endOfTag(text, close + 2);
    }
  }
  const plain = decodeEntities(out).replace(/\s+/g, ' ').trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}

/** An address safe to put in href/src: http(s) anywhere, or a path on this site. Anything else → null. */
export function safeUrl(value: unknown, { allowRelative = false } = {}): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (!url || url.length > 2000) return null;
  if (allowRelative && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
