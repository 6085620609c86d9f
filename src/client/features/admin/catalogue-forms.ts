// The Categories and Discounts screens' forms (decision 0506; tested in admin.test.ts): what a form sends, checked
// by the same schemas as the server first, and the server's answer turned into a message beside each field.
import {
  CategoryCreate,
  CategoryPatch,
  DiscountCodeCreate,
  DiscountCodePatch,
  type AdminCategory,
  type AdminDiscountCode,
} from '@shared/schemas/catalogue-admin';
import { issuesToErrors, type FormErrors } from './forms';

// ── Categories ────────────────────────────────────────────────────────────────────────────────────────────
export type CategoryDraft = { name: string; slug: string; description: string; imageUrl: string; sortOrder: string };

export const emptyCategory: CategoryDraft = { name: '', slug: '', description: '', imageUrl: '', sortOrder: '' };

export const categoryDraftOf = (c: AdminCategory): CategoryDraft => ({
  name: c.name,
  slug: c.slug,
  description: c.description,
  imageUrl: c.imageUrl,
  sortOrder: String(c.sortOrder),
});

/** 'Eye & Lip Care' → 'eye-lip-care': the slug a new category's name suggests. */
export function slugFrom(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

const sortOrderOf = (text: string) => (text.trim() === '' ? undefined : /^\d+$/.test(text.trim()) ? Number(text) : NaN);

/** A new category's body, or its field errors. An empty picture or place lets the server choose. */
export function newCategoryBody(draft: CategoryDraft): { body: CategoryCreate } | { errors: FormErrors } {
  const body = {
    name: draft.name,
    slug: draft.slug.trim(),
    description: draft.description,
    ...(draft.imageUrl.trim() ? { imageUrl: draft.imageUrl.trim() } : {}),
    ...(sortOrderOf(draft.sortOrder) !== undefined ? { sortOrder: sortOrderOf(draft.sortOrder) } : {}),
  };
  const checked = CategoryCreate.safeParse(body);
  return checked.success ? { body } : { errors: issuesToErrors(checked.error.issues) };
}

/** The fields an edit changed, or its errors, or nothing to send. */
export function categoryChange(
  draft: CategoryDraft,
  saved: AdminCategory,
): { patch: CategoryPatch } | { errors: FormErrors } | { unchanged: true } {
  const patch: Record<string, unknown> = {};
  if (draft.name.trim() !== saved.name) patch.name = draft.name;
  if (draft.description.trim() !== saved.description) patch.description = draft.description;
  if (draft.imageUrl.trim() !== saved.imageUrl) patch.imageUrl = draft.imageUrl.trim();
  if (draft.sortOrder.trim() !== String(saved.sortOrder)) patch.sortOrder = sortOrderOf(draft.sortOrder) ?? NaN;
  if (Object.keys(patch).length === 0) return { unchanged: true };
  const checked = CategoryPatch.safeParse(patch);
  return checked.success ? { patch: patch as CategoryPatch } : { errors: issuesToErrors(checked.error.issues) };
}

// ── Discount codes ────────────────────────────────────────────────────────────────────────────────────────
export type CodeDraft = {
  code: string;
  discountType: 'percentage' | 'fixed' | 'shipping';
  discountValue: string;
  maxUses: string;
  minSpend: string;
  validFrom: string;
  validUntil: string;
  firstOrderOnly: boolean;
  oncePerMember: boolean;
  fullPriceOnly: boolean;
  isActive: boolean;
  inWallet: boolean;
  name: string;
  description: string;
};

export const emptyCode: CodeDraft = {
  code: '',
  discountType: 'percentage',
  discountValue: '',
  maxUses: '',
  minSpend: '',
  validFrom: '',
  validUntil: '',
  firstOrderOnly: false,
  oncePerMember: false,
  fullPriceOnly: false,
  isActive: true,
  inWallet: false,
  name: '',
  description: '',
};

export const codeDraftOf = (c: AdminDiscountCode): CodeDraft => ({
  code: c.code,
  discountType: c.discountType as CodeDraft['discountType'],
  discountValue: c.discountValue,
  maxUses: c.maxUses === null ? '' : String(c.maxUses),
  minSpend: c.minSpend ?? '',
  validFrom: c.validFrom ?? '',
  validUntil: c.validUntil ?? '',
  firstOrderOnly: c.firstOrderOnly,
  oncePerMember: c.oncePerMember,
  fullPriceOnly: c.fullPriceOnly,
  isActive: c.isActive,
  inWallet: c.inWallet,
  name: c.name,
  description: c.description,
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const usesOf = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text) : NaN);

/** Every field as the API takes it (empty: none, no limit, no date). */
function codeFields(d: CodeDraft) {
  return {
    discountType: d.discountType,
    ...(d.discountType === 'shipping' && d.discountValue.trim() === ''
      ? {}
      : { discountValue: d.discountValue.trim() }),
    maxUses: usesOf(d.maxUses),
    minSpend: orNull(d.minSpend),
    validFrom: orNull(d.validFrom),
    validUntil: orNull(d.validUntil),
    firstOrderOnly: d.firstOrderOnly,
    oncePerMember: d.oncePerMember,
    fullPriceOnly: d.fullPriceOnly,
    isActive: d.isActive,
    inWallet: d.inWallet,
    description: d.description,
  };
}

export function newCodeBody(draft: CodeDraft): { body: DiscountCodeCreate } | { errors: FormErrors } {
  const body = { code: draft.code, ...codeFields(draft), ...(draft.name.trim() ? { name: draft.name } : {}) };
  const checked = DiscountCodeCreate.safeParse(body);
  return checked.success ? { body } : { errors: issuesToErrors(checked.error.issues) };
}

/** The fields an edit changed (the server checks them against the code as they leave it), or errors, or nothing. */
export function codeChange(
  draft: CodeDraft,
  saved: AdminDiscountCode,
): { patch: DiscountCodePatch } | { errors: FormErrors } | { unchanged: true } {
  const now = { ...codeFields(draft), name: draft.name };
  const before = { ...codeFields(codeDraftOf(saved)), name: saved.name };
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(now) as Array<keyof typeof now>) {
    if (!Object.is(now[key], before[key])) patch[key] = now[key];
  }
  if (Object.keys(patch).length === 0) return { unchanged: true };
  const checked = DiscountCodePatch.safeParse(patch);
  return checked.success ? { patch: patch as DiscountCodePatch } : { errors: issuesToErrors(checked.error.issues) };
}

/** '10 %', '£5.00', 'Shipping'. */
export function codeWorth(c: Pick<AdminDiscountCode, 'discountType' | 'discountValue'>): string {
  if (c.discountType === 'percentage') return `${Number(c.discountValue)} % off`;
  if (c.discountType === 'fixed') return `£${c.discountValue} off`;
  return 'Free shipping';
}
