// The Products screen's rules (tested in admin.test.ts): the search over name, slug and category, the stock filter,
// and the change a row sends — stock always with the number the screen showed (previousStock), so the server applies
// the difference to the stock as it is now and units sold meanwhile stay sold (COMMERCE §6).
import { LOW_STOCK } from '@shared/orders';
import { ProductPatch, type AdminProduct, type ProductStatus } from '@shared/schemas/catalogue';

export const STOCK_FILTERS = {
  all: 'All products',
  low: 'Running low',
  soldOut: 'Sold out',
  offSale: 'Not on sale',
} as const;
export type StockFilter = keyof typeof STOCK_FILTERS;

/** The status filter (decision 0507): every status, or one. */
export type StatusFilter = 'all' | ProductStatus;

/** Lower case, accents and punctuation dropped, so "hyaluronic-acid" and "Hyaluronic Acid" match each other. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

// Sold out and running low are of products on sale: a draft or archived product with no stock is not a shortage.
export const isSoldOut = (p: Pick<AdminProduct, 'status' | 'stock'>) => p.status === 'active' && p.stock === 0;
export const isRunningLow = (p: Pick<AdminProduct, 'status' | 'stock'>) =>
  p.status === 'active' && p.stock > 0 && p.stock <= LOW_STOCK;

/** Products whose name, slug or category hold every word typed, and that pass the stock and status filters. */
export function filterProducts<P extends AdminProduct>(
  list: readonly P[],
  query: string,
  filter: StockFilter,
  status: StatusFilter = 'all',
): P[] {
  const words = fold(query).split(' ').filter(Boolean);
  return list.filter((p) => {
    if (status !== 'all' && p.status !== status) return false;
    if (filter === 'low' && !isRunningLow(p)) return false;
    if (filter === 'soldOut' && !isSoldOut(p)) return false;
    if (filter === 'offSale' && p.isActive) return false;
    if (words.length === 0) return true;
    const haystack = fold(`${p.name} ${p.slug} ${p.categorySlug}`);
    return words.every((w) => haystack.includes(w));
  });
}

export type Draft = { stock: string; price: string; memberPrice: string; isActive: boolean };
export type DraftErrors = Partial<Record<keyof Draft | 'form', string>>;

export const draftOf = (p: AdminProduct): Draft => ({
  stock: String(p.stock),
  price: p.price,
  memberPrice: p.memberPrice ?? '',
  isActive: p.isActive,
});

export const isDirty = (draft: Draft, product: AdminProduct) => {
  const saved = draftOf(product);
  return (Object.keys(draft) as Array<keyof Draft>).some((k) => draft[k] !== saved[k]);
};

const LABELS: Record<keyof Draft, string> = {
  stock: 'Stock',
  price: 'Price',
  memberPrice: 'Member price',
  isActive: 'On sale',
};

/**
 * What a row sends for its edited fields, checked by the same schema as the server, or the field errors. A stock
 * change always carries previousStock: the stock this screen showed when it was typed.
 */
export function productChange(
  draft: Draft,
  product: AdminProduct,
): { patch: ProductPatch } | { errors: DraftErrors } | { unchanged: true } {
  const saved = draftOf(product);
  const patch: Record<string, unknown> = {};
  if (draft.stock.trim() !== saved.stock) {
    patch.stock = /^\d+$/.test(draft.stock.trim()) ? Number(draft.stock.trim()) : NaN;
    patch.previousStock = product.stock;
  }
  if (draft.price.trim() !== saved.price) patch.price = draft.price.trim();
  if (draft.memberPrice.trim() !== saved.memberPrice)
    patch.memberPrice = draft.memberPrice.trim() === '' ? null : draft.memberPrice.trim();
  if (draft.isActive !== saved.isActive) patch.isActive = draft.isActive;
  if (Object.keys(patch).length === 0) return { unchanged: true };
  const checked = ProductPatch.safeParse(patch);
  if (checked.success) return { patch: checked.data };
  const errors: DraftErrors = {};
  for (const issue of checked.error.issues) {
    const key = issue.path[0] === 'previousStock' ? 'stock' : ((issue.path[0] as keyof Draft | undefined) ?? 'form');
    errors[key] ??= key === 'form' ? issue.message : `${LABELS[key]} ${issue.message}`;
  }
  return { errors };
}
