// SPEC §4: in the greeting stage the first message is taken as the first name (its first word). A lead-in
// such as "Hi, I'm" or "my name is" is skipped first, so "I'm Sophie" gives "Sophie" (docs/decisions/0405).
const LEAD_IN =
  /^(?:(?:hi|hello|hey|hiya)\b[\s,!.]*)?(?:(?:my name is|my name's|name's|i am|i'm|im|it's|its|this is|call me)\b\s*)?/i;

export function extractFirstName(message: string): string | null {
  const rest = message.trim().replace(LEAD_IN, '');
  const word = (rest.split(/\s+/)[0] ?? '').replace(/[^\p{L}\p{M}'-]/gu, '').replace(/^['-]+|['-]+$/g, '');
  if (!word || !/\p{L}/u.test(word)) return null;
  const name = word.slice(0, 40);
  return name.charAt(0).toLocaleUpperCase('en-GB') + name.slice(1);
}
