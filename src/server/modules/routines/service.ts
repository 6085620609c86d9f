// Routine rules (SPEC §3/§4 Routine): one routine per time of day per member, steps stored renumbered 1..n,
// every save one transaction. Plain functions over a database handle; the routes only check who is asking.
import { and, asc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { preparedQuery, type Database, type Executor } from '../../db/client';
import { routines, routineSteps } from './schema';
import { categories, products } from '../catalogue';
import { activesMentioned, activesOfIngredients, clashesAmong, clashWarning, type Actives } from '../coach';
import { causeMatching, conflict, fieldErrors, forbidden, notFound } from '../../plugins/errors';
import {
  ROUTINE_LIMITS,
  RoutineInput,
  type Routine,
  type RoutineProduct,
  type RoutineWarning,
  type TimeOfDay,
} from '@shared/schemas/routines';
import { brandedHtml, escapeHtml, type MailMessage } from '../../mail/mailer';
import { customerText, greeting as greetingFor } from '../../mail/customer-text';
import { ROUTINE_BRAND_LINE, routineShareText, timeOfDayLabel } from '@shared/routine-text';

/** A routine as validated by the shared schema (trimmed texts, defaults applied). */
export type RoutineData = z.output<typeof RoutineInput>;

type RoutineRow = typeof routines.$inferSelect;
type StepRow = typeof routineSteps.$inferSelect;

const TIME_ORDER: Record<TimeOfDay, number> = { morning: 0, evening: 1 };

/** A linked product: what a step shows, and the ingredient lists its actives are read from. */
type LinkedProduct = RoutineProduct & { ingredients: string[]; inci: string };
type Linked = Map<string, LinkedProduct>;

/** The products these steps name, by id (one statement; none when no step is linked). */
async function linkedProducts(db: Executor, ids: Array<string | null>): Promise<Linked> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      imageUrl: products.imageUrl,
      imageAlt: products.imageAlt,
      ingredients: products.ingredients,
      inci: products.inci,
      sizeAmount: products.sizeAmount,
      sizeUnit: products.sizeUnit,
      categorySlug: categories.slug,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, wanted));
  return new Map(
    rows.map(({ sizeAmount, sizeUnit, ...r }) => [
      r.id,
      { ...r, size: sizeAmount && sizeUnit ? { amount: Number(sizeAmount), unit: sizeUnit } : null },
    ]),
  );
}

/** Every linked product must exist: a 400 naming the step otherwise (the body's index, as a schema would). */
async function requireProducts(db: Executor, steps: ReadonlyArray<{ productId: string | null }>): Promise<Linked> {
  const linked = await linkedProducts(
    db,
    steps.map((s) => s.productId),
  );
  const problems = steps.flatMap((s, index) =>
    s.productId && !linked.has(s.productId)
      ? [{ field: `steps.${index}.productId`, message: 'must be a product in the catalogue' }]
      : [],
  );
  if (problems.length) throw fieldErrors(problems, 'That product is not in our catalogue');
  return linked;
}

/** The INCI list as printed on the pack: names separated by commas. */
const inciNames = (inci: string) =>
  inci
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** A step's actives: a linked product's from its ingredient lists, a free-text step's from the words typed. */
function activesOfStep(step: { productName: string; productId: string | null }, linked: Linked): Actives {
  const product = step.productId ? linked.get(step.productId) : undefined;
  return product
    ? activesOfIngredients([...product.ingredients, ...inciNames(product.inci)])
    : activesMentioned(step.productName);
}

/** The ingredient clashes between a routine's steps, in plain words (decision 0310). */
function warningsOf(
  timeOfDay: TimeOfDay,
  steps: ReadonlyArray<{ order: number; productName: string; productId: string | null }>,
  linked: Linked,
): RoutineWarning[] {
  const items = steps.map((step) => ({ item: step.order, actives: activesOfStep(step, linked) }));
  return clashesAmong(items).map((clash) => ({
    rule: clash.rule.key,
    steps: [clash.first.item, clash.second.item].sort((a, b) => a - b),
    message: clashWarning(clash, timeOfDay),
    sources: clash.rule.sources.map(({ publisher, title, url }) => ({ publisher, title, url })),
  }));
}

/** POST /api/routines/warnings: the clashes of a routine being built; an unknown product is a 400. */
export async function draftWarnings(
  db: Executor,
  timeOfDay: TimeOfDay,
  steps: Array<{ order: number; productName: string; productId: string | null }>,
): Promise<RoutineWarning[]> {
  return warningsOf(timeOfDay, steps, await requireProducts(db, steps));
}

function toRoutine(row: RoutineRow, allSteps: StepRow[], linked: Linked): Routine {
  const timeOfDay = row.timeOfDay as TimeOfDay;
  const steps = allSteps
    .filter((s) => s.routineId === row.id)
    .sort((a, b) => a.position - b.position)
    .map((s) => {
      const linkedProduct = s.productId ? linked.get(s.productId) : undefined;
      return {
        order: s.position,
        productName: s.productName,
        instructions: s.instructions,
        whyItMatters: s.whyItMatters,
        productId: s.productId,
        product: linkedProduct
          ? {
              id: linkedProduct.id,
              slug: linkedProduct.slug,
              name: linkedProduct.name,
              imageUrl: linkedProduct.imageUrl,
              imageAlt: linkedProduct.imageAlt,
              size: linkedProduct.size,
              categorySlug: linkedProduct.categorySlug,
            }
          : null,
      };
    });
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    timeOfDay,
    isActive: row.isActive,
    steps,
    warnings: warningsOf(timeOfDay, steps, linked),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function withSteps(db: Executor, rows: RoutineRow[]): Promise<Routine[]> {
  if (rows.length === 0) return [];
  const steps = await db
    .select()
    .from(routineSteps)
    .where(
      inArray(
        routineSteps.routineId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(routineSteps.position));
  const linked = await linkedProducts(
    db,
    steps.map((s) => s.productId),
  );
  return rows.map((row) => toRoutine(row, steps, linked));
}

/** The member's routines, morning first: routines and their steps as two prepared statements sent at once. */
export async function listRoutines(db: Database, userId: string): Promise<Routine[]> {
  const [rows, steps] = await Promise.all([
    preparedQuery(db, 'member_routines', (d) =>
      d
        .select()
        .from(routines)
        .where(eq(routines.userId, sql.placeholder('userId')))
        .prepare('member_routines'),
    ).execute({ userId }),
    preparedQuery(db, 'member_routine_steps', (d) =>
      d
        .select()
        .from(routineSteps)
        .where(
          sql`${routineSteps.routineId} in (select ${routines.id} from ${routines} where ${routines.userId} = ${sql.placeholder('userId')})`,
        )
        .orderBy(asc(routineSteps.position))
        .prepare('member_routine_steps'),
    ).execute({ userId }),
  ]);
  rows.sort((a, b) => TIME_ORDER[a.timeOfDay as TimeOfDay] - TIME_ORDER[b.timeOfDay as TimeOfDay]);
  const linked = await linkedProducts(
    db,
    steps.map((s) => s.productId),
  );
  return rows.map((row) => toRoutine(row, steps, linked));
}

export async function findRoutine(db: Executor, id: string): Promise<Routine | null> {
  const rows = await db.select().from(routines).where(eq(routines.id, id)).limit(1);
  const [routine] = await withSteps(db, rows);
  return routine ?? null;
}

/** The routine with this id if it is the member's: 404 when there is none, 403 when it is someone else's. */
export async function ownedRoutine(db: Executor, id: string, memberId: string): Promise<Routine> {
  const routine = await findRoutine(db, id);
  if (!routine) throw notFound('Routine not found');
  if (routine.userId !== memberId) throw forbidden();
  return routine;
}

/** Steps in the order their `order` numbers give, renumbered 1..n (a client's gaps never reach the database). */
function stepRows(routineId: string, steps: RoutineData['steps']) {
  return [...steps]
    .sort((a, b) => a.order - b.order)
    .map((s, index) => ({
      routineId,
      position: index + 1,
      productName: s.productName,
      instructions: s.instructions,
      whyItMatters: s.whyItMatters,
      productId: s.productId,
    }));
}

async function replaceSteps(tx: Executor, routineId: string, steps: RoutineData['steps']) {
  await tx.delete(routineSteps).where(eq(routineSteps.routineId, routineId));
  await tx.insert(routineSteps).values(stepRows(routineId, steps));
}

const alreadyHas = (timeOfDay: TimeOfDay) =>
  conflict(`You already have ${timeOfDay === 'morning' ? 'a morning' : 'an evening'} routine`);

/**
 * POST: saves the member's routine for a time of day. A member has one routine per time of day, so a POST for a
 * time of day that already has one replaces it (the builder's first save from a second tab or device must not
 * fail). `created` tells the route whether to answer 201 or 200.
 */
export async function saveRoutineForTime(
  db: Database,
  userId: string,
  data: RoutineData,
  now: Date,
): Promise<{ routine: Routine; created: boolean }> {
  return db.transaction(async (tx) => {
    await requireProducts(tx, data.steps);
    // ON CONFLICT keeps two simultaneous first saves from failing on the unique (user, time of day) index;
    // xmax = 0 only on a freshly inserted row version, which tells a creation from a replacement race-free.
    const [{ inserted, ...row }] = await tx
      .insert(routines)
      .values({
        userId,
        name: data.name,
        timeOfDay: data.timeOfDay,
        isActive: data.isActive,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [routines.userId, routines.timeOfDay],
        set: { name: data.name, isActive: data.isActive, updatedAt: now },
      })
      .returning({ ...getTableColumns(routines), inserted: sql<boolean>`(xmax = 0)` });
    await replaceSteps(tx, row.id, data.steps);
    const [routine] = await withSteps(tx, [row]);
    return { routine, created: inserted };
  });
}

/** PUT: updates the member's own routine. Moving it to a time of day that already has a routine is a 409. */
export async function updateRoutine(
  db: Database,
  id: string,
  memberId: string,
  data: RoutineData,
  now: Date,
): Promise<Routine> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(routines).where(eq(routines.id, id)).for('update').limit(1);
      if (!current) throw notFound('Routine not found');
      if (current.userId !== memberId) throw forbidden();
      if (current.timeOfDay !== data.timeOfDay) {
        const [other] = await tx
          .select({ id: routines.id })
          .from(routines)
          .where(and(eq(routines.userId, memberId), eq(routines.timeOfDay, data.timeOfDay), ne(routines.id, id)))
          .limit(1);
        if (other) throw alreadyHas(data.timeOfDay);
      }
      await requireProducts(tx, data.steps);
      const [row] = await tx
        .update(routines)
        .set({ name: data.name, timeOfDay: data.timeOfDay, isActive: data.isActive, updatedAt: now })
        .where(eq(routines.id, id))
        .returning();
      await replaceSteps(tx, id, data.steps);
      const [routine] = await withSteps(tx, [row]);
      return routine;
    });
  } catch (error) {
    // Two simultaneous moves to the same time of day: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw alreadyHas(data.timeOfDay);
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return causeMatching(error, (e) => e.code === '23505') !== undefined;
}

/** The routine as a mail to its member: the same text as Share, and a branded HTML version. */
export function routineMail(typed: Routine, member: { email: string; firstName: string }): MailMessage {
  // Every word of a routine is the member's own: plain and never a link in the mail (decision 0801).
  const words = (text: string, max: number) => customerText(text, max, { multiline: true });
  const routine = {
    ...typed,
    name: customerText(typed.name, ROUTINE_LIMITS.name),
    steps: typed.steps.map((step) => ({
      ...step,
      productName: customerText(step.productName, ROUTINE_LIMITS.productName),
      instructions: words(step.instructions, ROUTINE_LIMITS.instructions),
      whyItMatters: words(step.whyItMatters, ROUTINE_LIMITS.whyItMatters),
    })),
  };
  const greeting = greetingFor(member.firstName);
  const intro = `Here is your ${timeOfDayLabel(routine.timeOfDay).toLowerCase()}, ready whenever you need it.`;
  const text = [greeting, '', intro, '', routineShareText(routine)].join('\n');
  const steps = routine.steps
    .map((step) => {
      const why = step.whyItMatters
        ? `<br><span style="color:#6b625b"><strong>Why:</strong> ${escapeHtml(step.whyItMatters)}</span>`
        : '';
      const how = step.instructions
        ? `<br><span style="color:#6b625b"><strong>How:</strong> ${escapeHtml(step.instructions)}</span>`
        : '';
      return `<li style="margin:0 0 14px"><strong>${escapeHtml(step.productName)}</strong>${why}${how}</li>`;
    })
    .join('');
  const title = `${routine.name} (${timeOfDayLabel(routine.timeOfDay)})`;
  const body = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<h1 style="font-size:20px;margin:20px 0 12px">${escapeHtml(title)}</h1>`,
    `<ol style="padding-left:20px;margin:0">${steps}</ol>`,
    `<p style="margin-top:20px;color:#6b625b">${escapeHtml(ROUTINE_BRAND_LINE)}</p>`,
  ].join('\n');
  return {
    to: member.email,
    subject: `Your ${timeOfDayLabel(routine.timeOfDay).toLowerCase()}: ${routine.name}`,
    text,
    html: brandedHtml(title, body),
  };
}
