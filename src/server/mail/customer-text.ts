// Text a customer typed, as a mail may carry it (decisions 0800, 0801): plain, short and never a link. Anyone can
// register an address that is not theirs and type a name or a delivery address; the shop's mails would then carry
// that text beside its own words and bank details. Every piece of customer text a mail shows (names, delivery
// address lines, a routine's words, a visitor's chat message) goes through `customerText`; HTML is still escaped
// after it (escapeHtml), as any other text.

/** How much of each kind of customer text a mail shows; longer text ends in an ellipsis. */
export const CUSTOMER_TEXT_LIMITS = { name: 60, addressLine: 100 } as const;

/**
 * Links made unclickable: mail clients turn anything that looks like a URL, an address or a domain into a link,
 * so `https://x.example/a` becomes `https[:]//x[.]example/a`, `www.x.example` becomes `www[.]x[.]example` and
 * `name@x.example` becomes `name[at]x[.]example` — still readable, no longer a link.
 */
export function defang(text: string): string {
  return text
    .replace(/\b([a-z][a-z0-9+.-]*):\/\//gi, '$1[:]//')
    .replace(/\b(mailto|tel|sms|javascript|data):/gi, '$1[:]')
    .replace(/([a-z0-9-])\.(?=[a-z0-9-]*[a-z][a-z0-9-]*)/gi, '$1[.]')
    .replace(/@/g, '[at]');
}

/** At most `max` characters (whole code points), the last of them an ellipsis when the text was longer. */
export function capLength(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * Customer text for a mail: one line (a name or an address line cannot add lines of its own), compatibility forms
 * folded first (a full-width `ｗｗｗ．` would be linked like `www.`), at most `max` characters, then defanged.
 * `multiline` keeps line breaks (a chat message, a routine's instructions).
 */
export function customerText(text: string | null | undefined, max: number, options: { multiline?: boolean } = {}) {
  const folded = (text ?? '').normalize('NFKC');
  // Control and format characters (a right-to-left override, a zero-width space inside `www.`) go.
  const visible = folded.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, (c) => (options.multiline && c === '\n' ? c : ' '));
  const spaced = options.multiline
    ? visible.replace(/[^\S\n]+/g, ' ').replace(/\n{3,}/g, '\n\n')
    : visible.replace(/\s+/g, ' ');
  return defang(capLength(spaced.trim(), max));
}

/** A mail's greeting: `Hi Ada,` with the customer's first name, `Hello,` without one. */
export function greeting(firstName: string | null | undefined, word: 'Hi' | 'Hello' = 'Hi'): string {
  const name = customerText(firstName, CUSTOMER_TEXT_LIMITS.name);
  return name ? `${word} ${name},` : 'Hello,';
}
