// GET /api/health (decision 0803): the world learns only whether the shop is up; the runner's figures and the
// process that answered are for staff and for monitoring on the same machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, signedInMember, staffCookie, type TestApp } from './testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { serverProcess: { worker: 0 } });
});
afterAll(() => t?.close());

const health = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/health', remoteAddress, headers });

const DETAILS = {
  status: 'ok',
  jobs: { runner: 'pg-boss', state: 'running', failed: expect.any(Number) },
  process: { pid: process.pid, hostname: expect.any(String), worker: 0 },
};

describe('GET /api/health', () => {
  it('tells a caller from another address only the status', async () => {
    for (const address of ['203.0.113.7', '2001:db8::7', '10.0.0.5', '::ffff:192.0.2.1']) {
      const res = await health(address);
      expect(res.statusCode).toBe(200);
      expect(json(res), address).toEqual({ status: 'ok' });
    }
  });

  it('tells a signed-in member nothing more, nor a made-up or a staff cookie sent from outside without a session', async () => {
    const member = await signedInMember(t.app);
    expect(json(await health('203.0.113.8', { cookie: member.cookie }))).toEqual({ status: 'ok' });
    expect(json(await health('203.0.113.8', { cookie: 'sc_staff=not-a-session' }))).toEqual({ status: 'ok' });
    // A member's token in the staff cookie opens nothing either.
    const memberToken = member.cookie.split('=')[1];
    expect(json(await health('203.0.113.8', { cookie: `sc_staff=${memberToken}` }))).toEqual({ status: 'ok' });
  });

  it('gives a signed-in member of staff the details from anywhere', async () => {
    const res = await health('203.0.113.9', { cookie: await staffCookie(t.app) });
    expect(json(res)).toEqual(DETAILS);
  });

  it('gives local monitoring (a loopback socket peer) the details', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(json(await health(address)), address).toEqual(DETAILS);
    }
  });

  it('gives the details over a real loopback connection (the fault tests, the bench and the container check)', async () => {
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const res = await fetch(`${url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(DETAILS);
  });

  it('does not take a forwarded request for a local one (a proxy on the same host)', async () => {
    expect(json(await health('127.0.0.1', { 'x-forwarded-for': '203.0.113.10' }))).toEqual({ status: 'ok' });
    expect(json(await health('127.0.0.1', { forwarded: 'for=203.0.113.10' }))).toEqual({ status: 'ok' });
    // A forged header from outside names loopback: the socket's peer decides.
    expect(json(await health('203.0.113.11', { 'x-forwarded-for': '127.0.0.1' }))).toEqual({ status: 'ok' });
  });
});
