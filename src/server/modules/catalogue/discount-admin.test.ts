// Discount codes from the console (OPERATIONS §1, COMMERCE §2 and §6, decision 0506): staff only, every field checked
// with nothing written on a 400, a new code usable at the next quote, one switched off or not yet started refused
// there, and codes made here kept out of the members' perks wallet unless staff put them in.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Perk } from '@shared/schemas/catalogue';
import { AdminDiscountCode } from '@shared/schemas/catalogue-admin';
import { Quote } from '@shared/schemas/orders';
import { perks } from './schema';
import {
  createTestApp,
  freshProduct,
  json,
  requestAs,
  signedInMember,
  staffCookie,
  type TestApp,
} from '../../testing/app';

let t: TestApp;
let staff: string;
let shopper: { user: { id: string }; cookie: string };
const clock = new Date('2026-03-02T09:00:00Z'); // 2 March 2026, 09:00 in the UK

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  staff = await staffCookie(t.app);
  shopper = await signedInMember(t.app);
  // £40.00 in the cart at member prices.
  const product = await freshProduct(t.app, { price: '50.00', memberPrice: '40.00' });
  const added = await requestAs(t.app, shopper.cookie, 'POST', '/api/cart', {
    userId: shopper.user.id,
    productId: product.id,
    quantity: 1,
  });
  expect(added.statusCode).toBe(201);
});
afterAll(() => t.close());

const as = (cookie: string | null, method: string, url: string, payload?: unknown) =>
  requestAs(t.app, cookie, method, url, payload);
const list = async () => z.array(AdminDiscountCode).parse(json(await as(staff, 'GET', '/api/admin/discount-codes')));
const rowCount = async () => (await t.app.db.select({ id: perks.id }).from(perks)).length;
const quote = (discountCode: string) =>
  as(shopper.cookie, 'POST', `/api/cart/${shopper.user.id}/quote`, { discountCode });
const create = (body: Record<string, unknown>) => as(staff, 'POST', '/api/admin/discount-codes', body);
const patch = (code: string, body: Record<string, unknown>) =>
  as(staff, 'PATCH', `/api/admin/discount-codes/${code}`, body);

describe('who may call', () => {
  it('refuses the signed-out and members (401) and writes nothing', async () => {
    const member = (await signedInMember(t.app)).cookie;
    const before = await rowCount();
    for (const [method, url, body] of [
      ['GET', '/api/admin/discount-codes', undefined],
      ['POST', '/api/admin/discount-codes', { code: 'FREE50', discountType: 'percentage', discountValue: '50' }],
      ['PATCH', '/api/admin/discount-codes/SCFRIEND15', { discountValue: '90' }],
      ['POST', '/api/admin/discount-codes', { code: '!' }],
    ] as const) {
      for (const cookie of [null, member]) {
        expect((await as(cookie, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      }
    }
    expect(await rowCount()).toBe(before);
    const [friend] = await t.app.db.select().from(perks).where(eq(perks.code, 'SCFRIEND15'));
    expect(friend.discountValue).toBe('15.00');
  });
});

describe('creating', () => {
  it('makes a code (upper-cased), lists it newest first with its uses, and the next quote takes it', async () => {
    const res = await create({
      code: ' spring10 ',
      discountType: 'percentage',
      discountValue: 10,
      maxUses: 100,
      minSpend: '30',
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = AdminDiscountCode.parse(json(res));
    expect(made).toMatchObject({
      code: 'SPRING10',
      name: 'SPRING10',
      discountType: 'percentage',
      discountValue: '10.00',
      maxUses: 100,
      currentUses: 0,
      isActive: true,
      validFrom: null,
      validUntil: null,
      minSpend: '30.00',
      inWallet: false,
      terms: ['Min spend £30'],
    });
    expect((await list())[0].code).toBe('SPRING10');

    const quoted = await quote('spring10');
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(Quote.parse(json(quoted))).toMatchObject({ discountCode: 'SPRING10', codeDiscount: '4.00', total: '36.00' });
  });

  it('takes a fixed amount, its terms and its dates', async () => {
    const res = await create({
      code: 'TENOFF-MARCH',
      discountType: 'fixed',
      discountValue: '10.5',
      validFrom: '2026-03-01',
      validUntil: '2026-03-31',
      firstOrderOnly: true,
      oncePerMember: true,
      fullPriceOnly: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toMatchObject({
      discountValue: '10.50',
      validFrom: '2026-03-01',
      validUntil: '2026-03-31',
      terms: ['First order only', 'Once per member'],
    });
    expect(Quote.parse(json(await quote('TENOFF-MARCH'))).codeDiscount).toBe('10.50');
  });

  it('refuses a code already in use, whatever its case, and a Rewards Store code (409), writing nothing', async () => {
    const before = await rowCount();
    for (const code of ['spring10', 'SCFRIEND15', 'sctenoff']) {
      const res = await create({ code, discountType: 'fixed', discountValue: '5' });
      expect(res.statusCode, code).toBe(409);
    }
    expect(json(await create({ code: 'Spring10', discountType: 'fixed', discountValue: '5' })).message).toBe(
      'A discount code SPRING10 already exists: choose another code.',
    );
    expect(await rowCount()).toBe(before);
  });

  it('answers 400 naming each bad field, and writes nothing', async () => {
    const before = await rowCount();
    const ok = { code: 'BADONE', discountType: 'percentage', discountValue: '10' };
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ ...ok, discountValue: '100.01' }, ['body.discountValue']],
      [{ ...ok, discountValue: 150 }, ['body.discountValue']],
      [{ ...ok, discountValue: '-5' }, ['body.discountValue']],
      [{ ...ok, discountType: 'fixed', discountValue: '12.345' }, ['body.discountValue']],
      [{ ...ok, discountType: 'fixed', discountValue: 12.345 }, ['body.discountValue']],
      [{ ...ok, discountValue: 'ten' }, ['body.discountValue']],
      [{ ...ok, discountValue: '0' }, ['body.discountValue']],
      [{ code: 'BADONE', discountType: 'fixed' }, ['body.discountValue']],
      [{ ...ok, discountType: 'bogof' }, ['body.discountType']],
      [{ ...ok, code: 'NO SPACES' }, ['body.code']],
      [{ ...ok, code: 'AB' }, ['body.code']],
      [{ ...ok, code: 'X'.repeat(41) }, ['body.code']],
      [{ ...ok, maxUses: 0 }, ['body.maxUses']],
      [{ ...ok, maxUses: 2.5 }, ['body.maxUses']],
      [{ ...ok, minSpend: '-1' }, ['body.minSpend']],
      [{ ...ok, validUntil: '31/03/2026' }, ['body.validUntil']],
      [{ ...ok, validFrom: '2026-02-30' }, ['body.validFrom']],
      [{ ...ok, validFrom: '2026-04-01', validUntil: '2026-03-31' }, ['body.validUntil']],
      [{ ...ok, isActive: 'yes' }, ['body.isActive']],
      [{ ...ok, firstOrderOnly: 1 }, ['body.firstOrderOnly']],
      [{ ...ok, currentUses: 5 }, ['body']],
      [
        { code: '', discountType: 'bogof', discountValue: '-1', maxUses: -1 },
        ['body.code', 'body.discountType', 'body.discountValue', 'body.maxUses'],
      ],
    ];
    for (const [body, paths] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const named = json<{ errors: Array<{ path: string }> }>(res).errors.map((e) => e.path);
      for (const p of paths) expect(named, JSON.stringify(body)).toContain(p);
    }
    expect(await rowCount()).toBe(before);
  });
});

describe('changing', () => {
  it('switches a code off (refused at the next quote, 409) and on again', async () => {
    await create({ code: 'ONOFF', discountType: 'fixed', discountValue: '5' });
    expect((await quote('ONOFF')).statusCode).toBe(200);
    const off = await patch('onoff', { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(json(off).isActive).toBe(false);
    const refused = await quote('ONOFF');
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe('The code ONOFF is no longer active.');
    expect((await patch('ONOFF', { isActive: true })).statusCode).toBe(200);
    expect((await quote('ONOFF')).statusCode).toBe(200);
  });

  it('refuses a code before its validFrom at quote, saying when it starts', async () => {
    const res = await create({
      code: 'EASTER',
      discountType: 'percentage',
      discountValue: '15',
      validFrom: '2026-04-03',
    });
    expect(res.statusCode, res.body).toBe(201);
    const early = await quote('EASTER');
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toBe('The code EASTER starts on 03/04/2026.');
    // From the start of that day, UK time: today is 2 March.
    expect((await patch('EASTER', { validFrom: '2026-03-02' })).statusCode).toBe(200);
    expect(Quote.parse(json(await quote('EASTER'))).codeDiscount).toBe('6.00');
  });

  it('checks a change against the code as it leaves it, and writes nothing on a 400', async () => {
    await create({ code: 'FIFTEEN', discountType: 'fixed', discountValue: '15', maxUses: 10 });
    await t.app.db.update(perks).set({ currentUses: 3 }).where(eq(perks.code, 'FIFTEEN'));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ discountType: 'percentage', discountValue: '150' }, 'body.discountValue'],
      [{ discountValue: '-1' }, 'body.discountValue'],
      [{ discountValue: '1.999' }, 'body.discountValue'],
      [{ discountType: 'half' }, 'body.discountType'],
      [{ maxUses: 2 }, 'body.maxUses'],
      [{ validFrom: '2026-05-01', validUntil: '2026-04-01' }, 'body.validUntil'],
      [{ code: 'RENAMED' }, 'body'],
      [{}, 'body'],
    ];
    for (const [body, p] of cases) {
      const res = await patch('FIFTEEN', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(
        json<{ errors: Array<{ path: string }> }>(res).errors.map((e) => e.path),
        JSON.stringify(body),
      ).toContain(p);
    }
    // A percentage over 100 also when only the type changes: £15 would become 15 %, fine; 150 would not.
    await t.app.db.update(perks).set({ discountValue: '150.00' }).where(eq(perks.code, 'FIFTEEN'));
    const typeOnly = await patch('FIFTEEN', { discountType: 'percentage' });
    expect(typeOnly.statusCode).toBe(400);
    expect(json(typeOnly).message).toBe('Invalid request: body.discountValue must be at most 100 for a percentage');
    await t.app.db.update(perks).set({ discountValue: '15.00' }).where(eq(perks.code, 'FIFTEEN'));

    const [row] = await t.app.db.select().from(perks).where(eq(perks.code, 'FIFTEEN'));
    expect(row).toMatchObject({ discountType: 'fixed', discountValue: '15.00', maxUses: 10, validFrom: null });

    const ok = await patch('FIFTEEN', { maxUses: 3, discountType: 'percentage', name: 'Fifteen', minSpend: null });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok)).toMatchObject({ maxUses: 3, currentUses: 3, discountType: 'percentage', name: 'Fifteen' });
    expect(json(await quote('FIFTEEN')).message).toBe('The code FIFTEEN has no uses left.');
    expect((await patch('NOSUCHCODE', { isActive: false })).statusCode).toBe(404);
  });

  it('switches off a seeded access perk worth 0 % without asking it for a value', async () => {
    expect((await patch('SCEARLY48', { isActive: false })).statusCode).toBe(200);
    expect((await patch('SCEARLY48', { isActive: true })).statusCode).toBe(200);
  });
});

describe('the members’ perks wallet', () => {
  it('shows the seeded perks but a console code only when staff put it in', async () => {
    const wallet = async () => z.array(Perk).parse(json(await as(shopper.cookie, 'GET', '/api/perks')));
    const codes = (await wallet()).map((p) => p.code);
    expect(codes).toContain('SCFRIEND15');
    expect(codes).not.toContain('SPRING10');
    const dashboard = async () => json(await as(shopper.cookie, 'GET', `/api/user/${shopper.user.id}/dashboard`));
    const count = (await dashboard()).perksCount;
    expect(count).toBe(codes.length);

    const res = await create({
      code: 'WALLET5',
      discountType: 'fixed',
      discountValue: '5',
      name: 'Five pounds off',
      description: 'A thank-you from the team.',
      inWallet: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await wallet()).find((p) => p.code === 'WALLET5')).toMatchObject({
      name: 'Five pounds off',
      description: 'A thank-you from the team.',
    });
    expect((await dashboard()).perksCount).toBe(count + 1);
    expect((await patch('WALLET5', { inWallet: false })).statusCode).toBe(200);
    expect((await wallet()).some((p) => p.code === 'WALLET5')).toBe(false);
  });
});
