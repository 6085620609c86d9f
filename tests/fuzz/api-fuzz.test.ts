// Walks /api/openapi.json and sends every operation malformed bodies, wrong types, huge and unicode strings,
// negative and fractional numbers and unknown ids — with no session, a member's session and a staff session.
// Never a 5xx, never a hang over 5 s, never a change to another member's data.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../src/server/modules/cart';
import { orders } from '../../src/server/modules/orders';
import { routines } from '../../src/server/modules/routines';
import { users } from '../../src/server/modules/auth';
import { wishlistItems } from '../../src/server/modules/wishlist';
import {
  createTestApp,
  json,
  memberCookie,
  signedInMember,
  staffCookie,
  type TestApp,
} from '../../src/server/testing/app';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
};
type Operation = {
  parameters?: Array<{ name: string; in: 'path' | 'query'; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const HUGE = 'x'.repeat(100_000);
const UNICODE = "💥 Zoë — ñ 中文 \u202e\u0000 <script>alert(1)</script> ' OR 1=1 --";
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Bad values for a field of this schema: wrong types, extremes, hostile strings. */
function badValues(schema: JsonSchema | undefined): unknown[] {
  const values: unknown[] = [null, HUGE, UNICODE, -1, 1.5, 1e308, true, {}, [], ''];
  if (schema?.type === 'array' || schema?.items)
    values.push(
      [HUGE],
      Array.from({ length: 5000 }, () => 'a'),
      [{ nested: { deep: [] } }],
    );
  if (schema?.type === 'integer' || schema?.type === 'number') values.push(-999999, 0, 100, 2 ** 53, '12', NaN);
  if (schema?.format === 'uuid') values.push(UNKNOWN_ID, 'not-a-uuid');
  if (schema?.format === 'email') values.push('a@b', 'x'.repeat(300) + '@example.com', ' UPPER@EXAMPLE.COM ');
  return values;
}

/** A plausible valid value, so that one bad field at a time is what the server sees. */
function goodValue(schema: JsonSchema | undefined, ids: { me: string }): unknown {
  if (!schema) return 'x';
  if (schema.anyOf)
    return goodValue(
      schema.anyOf.find((s) => s.type !== 'null'),
      ids,
    );
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return ids.me;
      if (schema.format === 'email') return 'fuzz@example.com';
      return 'Fuzz';
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [goodValue(schema.items, ids)];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, goodValue(v, ids)]));
    default:
      return 'x';
  }
}

function bodiesFor(schema: JsonSchema | undefined, ids: { me: string; other: string }): unknown[] {
  const bodies: unknown[] = [{}, [], 'text', 42, null, { unexpected: HUGE }];
  const props = schema?.properties ?? {};
  const base = goodValue(schema, ids) as Record<string, unknown>;
  bodies.push(base, { ...base, userId: ids.other });
  for (const [name, propSchema] of Object.entries(props)) {
    for (const bad of badValues(propSchema)) bodies.push({ ...base, [name]: bad });
  }
  return bodies;
}

function pathValues(param: { name: string }, ids: { me: string; other: string }): string[] {
  return [
    UNKNOWN_ID,
    'not-a-uuid',
    encodeURIComponent(UNICODE),
    'x'.repeat(190),
    '-1',
    '1.5',
    '..%2F..%2Fetc%2Fpasswd',
    ids.other,
    ids.me,
  ].concat(param.name.toLowerCase().includes('slug') ? ['serums', 'UPPER'] : []);
}

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>> };
let victim: { id: string };
let attacker: { id: string; cookie: string };
let staff: string;

async function snapshotOf(userId: string) {
  const db = t.app.db;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return {
    user,
    cart: await db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(cartItems.id),
    wishlist: await db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId)).orderBy(wishlistItems.id),
    orders: await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id),
    routines: await db.select().from(routines).where(eq(routines.userId, userId)).orderBy(routines.id),
  };
}

beforeAll(async () => {
  t = await createTestApp({}, { QUIZ_WEBHOOK_SECRET: 'fuzz-webhook-secret', RATE_LIMIT_FACTOR: '100' });
  doc = json(await t.app.inject('/api/openapi.json'));
  // The demo member is the victim: they have an order, points and (after this) a cart line.
  const [demo] = await t.app.db.select().from(users).where(eq(users.email, 'demo@example.com'));
  victim = demo;
  const [product] = await t.app.db
    .execute<{ id: string }>(sql`select id from products limit 1`)
    .then((r: any) => r.rows ?? r);
  await t.app.db.insert(cartItems).values({ userId: victim.id, productId: product.id, quantity: 2 });
  const a = await signedInMember(t.app);
  attacker = { id: a.user.id, cookie: a.cookie };
  staff = await staffCookie(t.app);
  // The victim stays signed in elsewhere; their session must not be usable by anyone else.
  await memberCookie(t.app, victim.id);
});
afterAll(() => t?.close());

describe('API fuzzing from the OpenAPI document', () => {
  it('never answers 5xx or hangs, and never changes another member’s data', { timeout: 600_000 }, async () => {
    const before = await snapshotOf(victim.id);
    const ids = { me: attacker.id, other: victim.id };
    const sessions: Array<[string, string | undefined]> = [
      ['none', undefined],
      ['member', attacker.cookie],
      ['staff', staff],
    ];
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let sent = 0;

    for (const [route, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
        const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
        const bodySchema = op.requestBody?.content?.['application/json']?.schema;

        const urls = new Set<string>();
        const fill = (value: (name: string) => string) => route.replace(/\{(\w+)\}/g, (_, name) => value(name));
        urls.add(fill(() => ids.me));
        for (const p of pathParams)
          for (const v of pathValues(p, ids)) urls.add(fill((name) => (name === p.name ? v : ids.me)));
        for (const q of queryParams) {
          for (const v of [
            encodeURIComponent(HUGE.slice(0, 5000)),
            encodeURIComponent(UNICODE),
            '-1',
            '1.5',
            'true',
            '%ZZ',
          ]) {
            urls.add(`${fill(() => ids.me)}?${q.name}=${v}`);
          }
        }
        const bodies = ['post', 'put', 'patch'].includes(method) ? bodiesFor(bodySchema, ids) : [undefined];

        for (const [who, cookie] of sessions) {
          for (const url of urls) {
            // Staff may erase a customer or adjust their points on request (OPERATIONS §3): with the staff session
            // those writes leave the victim alone; every other call still may not change them.
            if (
              who === 'staff' &&
              method !== 'get' &&
              route.startsWith('/api/admin/customers/') &&
              url.includes(ids.other)
            )
              continue;
            for (const body of url === fill(() => ids.me) ? bodies : [bodies[0]]) {
              const started = Date.now();
              const res = await t.app.inject({
                method: method.toUpperCase() as any,
                url,
                headers: {
                  ...(cookie ? { cookie } : {}),
                  ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
                },
                payload: body === undefined ? undefined : JSON.stringify(body),
              });
              sent++;
              const took = Date.now() - started;
              statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
              if (res.statusCode >= 500)
                failures.push(
                  `${res.statusCode} ${method.toUpperCase()} ${url.slice(0, 120)} as ${who}: ${res.body.slice(0, 200)}`,
                );
              if (took > 5000) failures.push(`${took} ms ${method.toUpperCase()} ${url.slice(0, 120)} as ${who}`);
            }
          }
        }
      }
    }

    console.log(
      `fuzz: ${sent} requests over ${Object.keys(doc.paths).length} paths; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    expect(failures).toEqual([]);
    expect(await snapshotOf(victim.id)).toEqual(before);
  });
});
