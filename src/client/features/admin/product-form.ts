// The product form's rules (New product and Edit, OPERATIONS §1; tested in admin.test.ts): the form as text from a
// product, the body it sends — checked first by the same schemas as the server — and the server's 400 turned into
// one message per field. An edit sends only what changed, stock with the stock the form showed (previousStock).
import { ProductCreate, ProductPatch, type AdminProduct, type ProductStatus } from '@shared/schemas/catalogue';

export type ProductForm = {
  name: string;
  slug: string;
  categorySlug: string;
  status: ProductStatus;
  shortDescription: string;
  description: string;
  price: string;
  memberPrice: string;
  stock: string;
  sizeAmount: string;
  sizeUnit: 'ml' | 'g';
  ingredients: string;
  benefits: string;
  inci: string;
  imageAlt: string;
  isNew: boolean;
  isExclusive: boolean;
  isFeatured: boolean;
};
export type FormField = keyof ProductForm;
export type FormErrors = Partial<Record<FormField | 'form', string>>;

export const STATUS_LABELS: Record<ProductStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  archived: 'Archived',
};

export const FIELD_LABELS: Record<FormField, string> = {
  name: 'Name',
  slug: 'Slug',
  categorySlug: 'Category',
  status: 'Status',
  shortDescription: 'Short description',
  description: 'Description',
  price: 'Price',
  memberPrice: 'Member price',
  stock: 'Stock',
  sizeAmount: 'Size',
  sizeUnit: 'Unit',
  ingredients: 'Key ingredients',
  benefits: 'Benefits',
  inci: 'Full ingredients (INCI)',
  imageAlt: 'Picture description (alt text)',
  isNew: 'New',
  isExclusive: 'Members only',
  isFeatured: 'Featured',
};

export const emptyForm = (categorySlug = ''): ProductForm => ({
  name: '',
  slug: '',
  categorySlug,
  status: 'draft',
  shortDescription: '',
  description: '',
  price: '',
  memberPrice: '',
  stock: '0',
  sizeAmount: '',
  sizeUnit: 'ml',
  ingredients: '',
  benefits: '',
  inci: '',
  imageAlt: '',
  isNew: false,
  isExclusive: false,
  isFeatured: false,
});

export const formOf = (p: AdminProduct): ProductForm => ({
  name: p.name,
  slug: p.slug,
  categorySlug: p.categorySlug,
  status: p.status,
  shortDescription: p.shortDescription,
  description: p.description,
  price: p.price,
  memberPrice: p.memberPrice ?? '',
  stock: String(p.stock),
  sizeAmount: p.size ? String(p.size.amount) : '',
  sizeUnit: p.size?.unit ?? 'ml',
  ingredients: p.ingredients.join('\n'),
  benefits: p.benefits.join('\n'),
  inci: p.inci,
  imageAlt: p.imageAlt,
  isNew: p.isNew,
  isExclusive: p.isExclusive,
  isFeatured: p.isFeatured,
});

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** What every field of the form means to the API (no size when the amount is empty). */
function bodyOf(form: ProductForm): Record<string, unknown> {
  const amount = form.sizeAmount.trim();
  const stock = form.stock.trim();
  return {
    name: form.name,
    slug: form.slug.trim(),
    categorySlug: form.categorySlug,
    status: form.status,
    shortDescription: form.shortDescription,
    description: form.description,
    price: form.price.trim(),
    memberPrice: form.memberPrice.trim() === '' ? null : form.memberPrice.trim(),
    stock: /^\d+$/.test(stock) ? Number(stock) : NaN,
    size: amount === '' ? null : { amount: /^\d+(\.\d+)?$/.test(amount) ? Number(amount) : NaN, unit: form.sizeUnit },
    ingredients: lines(form.ingredients),
    benefits: lines(form.benefits),
    inci: form.inci,
    imageAlt: form.imageAlt,
    isNew: form.isNew,
    isExclusive: form.isExclusive,
    isFeatured: form.isFeatured,
  };
}

/** A problem's path ('body.size.amount', ['price']) as the form field it belongs to. */
export function fieldOf(path: ReadonlyArray<PropertyKey> | string): FormField | 'form' {
  const parts = typeof path === 'string' ? path.split('.').filter((p) => p !== 'body') : path.map(String);
  const [first, second] = parts;
  if (first === 'size') return second === 'unit' ? 'sizeUnit' : 'sizeAmount';
  if (first === 'previousStock') return 'stock';
  return first !== undefined && first in FIELD_LABELS ? (first as FormField) : 'form';
}

/** One message per field, the first problem of each, with the field's label ("Price must be more than 0"). */
export function errorsOf(problems: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> | string; message: string }>) {
  const errors: FormErrors = {};
  for (const problem of problems) {
    const field = fieldOf(problem.path);
    errors[field] ??= field === 'form' ? problem.message : `${FIELD_LABELS[field]} ${problem.message}`;
  }
  return errors;
}

/** The body of POST /api/admin/products, or the field errors (an empty slug is left to the server). */
export function createBody(form: ProductForm): { body: ProductCreate } | { errors: FormErrors } {
  const { slug, memberPrice, size, ...rest } = bodyOf(form);
  const body = {
    ...rest,
    ...(slug ? { slug } : {}),
    ...(memberPrice !== null ? { memberPrice } : {}),
    ...(size !== null ? { size } : {}),
  };
  const checked = ProductCreate.safeParse(body);
  if (!checked.success) return { errors: errorsOf(checked.error.issues) };
  return { body: body as ProductCreate };
}

/** The body of PATCH /api/admin/products/{id}: only what changed from `product`, stock with previousStock. */
export function patchBody(
  form: ProductForm,
  product: AdminProduct,
): { patch: ProductPatch } | { errors: FormErrors } | { unchanged: true } {
  const now = bodyOf(form);
  const was = bodyOf(formOf(product));
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(now)) {
    if (JSON.stringify(now[key]) !== JSON.stringify(was[key])) patch[key] = now[key];
  }
  if (patch.slug === '') delete patch.slug;
  if (Object.keys(patch).length === 0) return { unchanged: true };
  if ('stock' in patch) patch.previousStock = product.stock;
  const checked = ProductPatch.safeParse(patch);
  if (!checked.success) return { errors: errorsOf(checked.error.issues) };
  return { patch: patch as ProductPatch };
}
