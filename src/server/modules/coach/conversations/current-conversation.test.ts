// Picking a member's coach conversation up again (decision 0411): GET /api/ai-sessions/current returns her latest
// open coach conversation, never anyone else's; 'New conversation' (POST /api/ai-sessions/:id/close) closes one
// for good without deleting it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssessmentResponse, CurrentAiSession } from '@shared/schemas/coach';
import { DEFAULT_RATE_LIMITS } from '../../../config';
import { aiSessions } from '../schema';
import { createTestApp, json, signedInMember, type TestApp } from '../../../testing/app';
import { RESUME_HOURS } from './service';

let t: TestApp;
let clock = new Date('2026-03-02T10:00:00Z');
const tick = (minutes = 1) => (clock = new Date(clock.getTime() + minutes * 60_000));

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    rateLimits: { ...DEFAULT_RATE_LIMITS, coach: { max: 1000, timeWindow: 60_000 } },
  });
});
afterAll(() => t.close());

const ask = async (body: object, cookie?: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ai-skin-assessment',
    payload: body,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return AssessmentResponse.parse(json(res));
};
const current = (cookie?: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/ai-sessions/current${query}`, headers: cookie ? { cookie } : {} });
const currentOf = async (cookie: string) => {
  const res = await current(cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return CurrentAiSession.parse(json(res)).conversation;
};
const close = (sessionId: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ai-sessions/${sessionId}/close`,
    headers: cookie ? { cookie } : {},
  });

describe('GET /api/ai-sessions/current', () => {
  it('is for signed-in members only', async () => {
    expect((await current()).statusCode).toBe(401);
    expect((await current(undefined, '?channel=coach')).statusCode).toBe(401);
  });

  it('answers conversation: null when she has none', async () => {
    const { cookie } = await signedInMember(t.app);
    expect(await currentOf(cookie)).toBeNull();
  });

  it('returns her latest coach conversation, with the name she gave and the transcript', async () => {
    const { cookie } = await signedInMember(t.app, { firstName: 'Ava' });
    const older = await ask({ message: 'my skin is very dry', channel: 'coach', firstName: 'Ava' }, cookie);
    tick();
    const first = await ask({ message: 'breakouts on my chin', channel: 'coach', firstName: 'Ava' }, cookie);
    tick();
    await ask({ message: 'they leave dark marks', sessionId: first.sessionId }, cookie);

    const conversation = await currentOf(cookie);
    expect(conversation).toMatchObject({ sessionId: first.sessionId, channel: 'coach', firstName: 'Ava' });
    expect(conversation!.sessionId).not.toBe(older.sessionId);
    expect(conversation!.messages.map((m) => m.sender)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(conversation!.messages[0].message).toBe('breakouts on my chin');
    expect(conversation!.messages[2].message).toBe('they leave dark marks');
    // The same shape as GET /api/ai-sessions/:sessionId, plus the name.
    const transcript = json(
      await t.app.inject({ method: 'GET', url: `/api/ai-sessions/${first.sessionId}`, headers: { cookie } }),
    );
    expect(conversation).toEqual({ ...transcript, firstName: 'Ava' });
    // Asking with the channel spelt out is the same; the public chat keeps no conversation per member.
    expect(json(await current(cookie, '?channel=coach'))).toMatchObject({
      conversation: { sessionId: first.sessionId },
    });
    expect((await current(cookie, '?channel=chat')).statusCode).toBe(400);
  });

  it("never returns another member's conversation, nor a public chat of hers", async () => {
    const owner = await signedInMember(t.app, { firstName: 'Isla' });
    const other = await signedInMember(t.app, { firstName: 'Noor' });
    const own = await ask({ message: 'fine lines around my eyes', channel: 'coach', firstName: 'Isla' }, owner.cookie);
    tick();
    // Her /chat conversation while signed in is public (decision 0401): not hers to resume on the coach.
    await ask({ message: 'do you sell sunscreen?', channel: 'chat', firstName: 'Isla' }, owner.cookie);

    expect(await currentOf(other.cookie)).toBeNull();
    expect((await currentOf(owner.cookie))!.sessionId).toBe(own.sessionId);

    const theirs = await ask({ message: 'oily T-zone', channel: 'coach', firstName: 'Noor' }, other.cookie);
    tick();
    expect((await currentOf(other.cookie))!.sessionId).toBe(theirs.sessionId);
    expect((await currentOf(owner.cookie))!.sessionId).toBe(own.sessionId);
  });

  it(`starts afresh once the conversation is ${RESUME_HOURS} hours old`, async () => {
    const { cookie } = await signedInMember(t.app);
    const { sessionId } = await ask({ message: 'redness on my cheeks', channel: 'coach', firstName: 'Lily' }, cookie);
    tick(RESUME_HOURS * 60 - 2);
    expect((await currentOf(cookie))!.sessionId).toBe(sessionId);
    tick(3);
    expect(await currentOf(cookie)).toBeNull();
    // A new message in it (an old tab) makes it current again.
    await ask({ message: 'still red', sessionId }, cookie);
    expect((await currentOf(cookie))!.sessionId).toBe(sessionId);
  });
});

describe("'New conversation': POST /api/ai-sessions/:sessionId/close", () => {
  it('closes her conversation: kept on record as completed, not resumed, an older one not brought back', async () => {
    const { cookie } = await signedInMember(t.app);
    await ask({ message: 'dull skin', channel: 'coach', firstName: 'Mia' }, cookie);
    tick();
    const { sessionId } = await ask({ message: 'dark circles', channel: 'coach', firstName: 'Mia' }, cookie);
    tick();

    const res = await close(sessionId, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ sessionStatus: 'completed' });
    expect(await currentOf(cookie)).toBeNull();
    const [row] = await t.app.db.select().from(aiSessions).where(eq(aiSessions.sessionId, sessionId));
    expect(row).toMatchObject({ sessionStatus: 'completed', messageCount: 2 });
    expect(row.closedAt).toEqual(clock);
    // Closing again is harmless.
    expect((await close(sessionId, cookie)).statusCode).toBe(200);

    // The next message starts a new conversation, which is the one picked up.
    tick();
    const next = await ask({ message: 'puffy eyes in the morning', channel: 'coach', firstName: 'Mia' }, cookie);
    expect(next.sessionId).not.toBe(sessionId);
    expect((await currentOf(cookie))!.sessionId).toBe(next.sessionId);
  });

  it("is refused for another member's conversation and when signed out", async () => {
    const owner = await signedInMember(t.app);
    const other = await signedInMember(t.app);
    const { sessionId } = await ask({ message: 'my skin is dull', channel: 'coach' }, owner.cookie);
    expect((await close(sessionId, other.cookie)).statusCode).toBe(403);
    expect((await close(sessionId)).statusCode).toBe(401);
    expect((await close('unknownconversation00')).statusCode).toBe(404);
    expect((await currentOf(owner.cookie))!.sessionId).toBe(sessionId);
  });

  it('closes a public /chat conversation for whoever holds its id', async () => {
    const { sessionId } = await ask({ message: 'what helps with blackheads?', channel: 'chat' });
    expect((await close(sessionId)).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(aiSessions).where(eq(aiSessions.sessionId, sessionId));
    expect(row.sessionStatus).toBe('completed');
  });
});
