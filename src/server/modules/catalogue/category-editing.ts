// The console's categories (OPERATIONS §1, decision 0506): made, renamed and removed by staff. The slug is a
// category's address (/category/{slug}) and stays; a category that still holds a product, on sale or not, stays too.
import { recordAudit, type AuditActor } from '../audit';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, products } from './schema';
import { causeMatching, conflict, notFound } from '../../plugins/errors';
import {
  CATEGORY_PLACEHOLDER_IMAGE,
  type AdminCategory,
  type NewCategory,
  type CategoryPatch,
} from '@shared/schemas/catalogue-admin';

const adminColumns = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  description: categories.description,
  imageUrl: categories.imageUrl,
  sortOrder: categories.sortOrder,
  productCount: count(products.id),
};

const isUniqueViolation = (error: unknown) => causeMatching(error, (e) => e.code === '23505') !== undefined;
const isForeignKeyViolation = (error: unknown) => causeMatching(error, (e) => e.code === '23503') !== undefined;

export const categoryMessages = {
  taken: (slug: string) => `A category with the slug ${slug} already exists: choose another slug.`,
  notFound: 'Category not found',
  holdsProducts: (name: string, n: number) =>
    `${name} still holds ${n} ${n === 1 ? 'product' : 'products'} (on sale or not): move ${n === 1 ? 'it' : 'them'} to another category before deleting it.`,
};

/** Every category in shop order, with all its products counted. */
export async function listAdminCategories(db: Executor): Promise<AdminCategory[]> {
  return db
    .select(adminColumns)
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

export async function findAdminCategory(db: Executor, slug: string): Promise<AdminCategory | undefined> {
  const [row] = await db
    .select(adminColumns)
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .where(eq(categories.slug, slug))
    .groupBy(categories.id);
  return row;
}

/** A new category, last in the shop's order unless given one; a slug already in use is a 409. */
export async function createCategory(db: Executor, input: NewCategory, actor: AuditActor): Promise<AdminCategory> {
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(categories).values({
        slug: input.slug,
        name: input.name,
        description: input.description,
        imageUrl: input.imageUrl ?? CATEGORY_PLACEHOLDER_IMAGE,
        sortOrder: input.sortOrder ?? sql`(select coalesce(max(${categories.sortOrder}), 0) + 10 from ${categories})`,
      });
      const category = (await findAdminCategory(tx, input.slug))!;
      await recordAudit(tx, actor, { action: 'create', entity: 'category', entityId: input.slug, after: category });
      return category;
    });
  } catch (error) {
    // The unique index decides: two staff saving the same slug at once get one category and one 409.
    if (isUniqueViolation(error)) throw conflict(categoryMessages.taken(input.slug));
    throw error;
  }
}

export async function updateCategory(
  db: Executor,
  slug: string,
  patch: CategoryPatch,
  actor: AuditActor,
  action = 'update',
): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    const before = await findAdminCategory(tx, slug);
    const changed = await tx
      .update(categories)
      .set(patch)
      .where(eq(categories.slug, slug))
      .returning({ id: categories.id });
    if (changed.length === 0 || !before) throw notFound(categoryMessages.notFound);
    const after = (await findAdminCategory(tx, slug))!;
    await recordAudit(tx, actor, { action, entity: 'category', entityId: slug, before, after });
    return after;
  });
}

/**
 * Removes a category that holds no product at all. A product's foreign key to its category is what finally
 * refuses it: a product moved into the category while this runs makes the DELETE fail, and that is the same 409.
 */
export async function deleteCategory(db: Executor, slug: string, actor: AuditActor): Promise<void> {
  const found = await findAdminCategory(db, slug);
  if (!found) throw notFound(categoryMessages.notFound);
  if (found.productCount > 0) throw conflict(categoryMessages.holdsProducts(found.name, found.productCount));
  try {
    await db.transaction(async (tx) => {
      await tx.delete(categories).where(eq(categories.slug, slug));
      await recordAudit(tx, actor, { action: 'delete', entity: 'category', entityId: slug, before: found });
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    const now = await findAdminCategory(db, slug);
    throw conflict(categoryMessages.holdsProducts(found.name, now?.productCount ?? 1));
  }
}

/** Shows an uploaded picture for the category (decision 0508): the address of its variants, already in the store. */
export async function setCategoryImage(
  db: Executor,
  slug: string,
  imageUrl: string,
  actor: AuditActor,
): Promise<AdminCategory> {
  return updateCategory(db, slug, { imageUrl }, actor, 'picture');
}
