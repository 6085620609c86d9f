// The 'Email me this conversation' mail: the transcript and every product recommended, as branded HTML (every
// piece of conversation text escaped) and plain text.
import { formatDateTime, formatTime } from '@shared/dates';
import type { TranscriptMessage } from '@shared/schemas/coach';
import { COACH_LIMITS } from '@shared/coach-limits';
import { brandedHtml, escapeHtml } from '../../../mail/mailer';
import { customerText, greeting as greetingFor } from '../../../mail/customer-text';

export const TRANSCRIPT_SUBJECT = 'Your Skin Circle conversation with Penny';
const DISCLAIMER = 'AI advice is for guidance only. For complex concerns, book a Skin Genius IQ session.';

type Input = { firstName?: string; startedAt: Date; requestedAt?: Date; messages: TranscriptMessage[] };

/** Every product recommended in the conversation, once each (the latest advice about it wins). */
export function recommendedProducts(messages: TranscriptMessage[]) {
  const byName = new Map<string, TranscriptMessage['productRecommendations'][number]>();
  for (const m of messages) for (const r of m.productRecommendations) byName.set(r.name, r);
  return [...byName.values()];
}

export function transcriptMail({ firstName, startedAt, requestedAt, messages }: Input): {
  subject: string;
  text: string;
  html: string;
} {
  const greeting = greetingFor(firstName);
  const intro = `Here is your conversation with Penny, Skin Circle's AI skin coach, from ${formatDateTime(startedAt)}.`;
  const products = recommendedProducts(messages);
  const speaker = (m: TranscriptMessage) => (m.sender === 'user' ? 'You' : 'Penny AI');
  // Only Penny's own words keep their links; what the visitor typed never carries one (mail/customer-text.ts).
  const said = (m: TranscriptMessage) =>
    m.sender === 'user' ? customerText(m.message, COACH_LIMITS.historyEntryMax, { multiline: true }) : m.message;
  const why = `You received this email because someone asked Penny, on Skin Circle's chat${requestedAt ? ` on ${formatDateTime(requestedAt)}` : ''}, to send this conversation to this address. If that wasn't you, you can ignore it: we send each conversation once and never add you to a mailing list.`;

  const text = [
    greeting,
    '',
    intro,
    '',
    ...messages.flatMap((m) => [`${speaker(m)} (${formatTime(m.timestamp)}):`, said(m), '']),
    ...(products.length > 0
      ? ['Recommended products', ...products.map((p) => `- ${p.name} (${p.priority} priority): ${p.reason}`), '']
      : []),
    DISCLAIMER,
    '',
    why,
  ].join('\n');

  const paragraph = (s: string) => escapeHtml(s).replace(/\n/g, '<br>');
  const bubbles = messages
    .map((m) => {
      const mine = m.sender === 'user';
      return `<div style="margin:0 0 14px;${mine ? 'text-align:right' : ''}">
<div style="font-size:12px;color:#8a817a;margin-bottom:4px">${escapeHtml(speaker(m))} · ${escapeHtml(formatTime(m.timestamp))}</div>
<div style="display:inline-block;text-align:left;max-width:90%;padding:10px 14px;border-radius:14px;${mine ? 'background:#2f4a43;color:#ffffff' : 'background:#f1ebe3;color:#26211d'}">${paragraph(said(m))}</div>
</div>`;
    })
    .join('\n');
  const productList =
    products.length > 0
      ? `<h2 style="font-size:16px;margin:24px 0 8px">Recommended products</h2><ul style="padding-left:18px;margin:0">${products
          .map(
            (p) =>
              `<li style="margin-bottom:8px"><strong>${escapeHtml(p.name)}</strong> <span style="color:#7a5c45">(${escapeHtml(p.priority)} priority)</span><br>${escapeHtml(p.reason)}</li>`,
          )
          .join('')}</ul>`
      : '';
  const body = `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 20px">${escapeHtml(intro)}</p>
${bubbles}
${productList}
<p style="margin:24px 0 0;font-size:13px;color:#6b625b">${escapeHtml(DISCLAIMER)}</p>
<p style="margin:12px 0 0;font-size:13px;color:#6b625b">${escapeHtml(why)}</p>`;
  return { subject: TRANSCRIPT_SUBJECT, text, html: brandedHtml(TRANSCRIPT_SUBJECT, body) };
}
