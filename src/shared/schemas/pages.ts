// The legal pages (OPERATIONS §4, decision 0241): terms, privacy, returns, delivery and contact, stored in the
// database, edited in the console and read by the storefront at /{slug} and GET /api/pages/{slug}.
import { z } from 'zod';
import { PAGE_SLUGS } from '../pages';
import { Text } from './common';

export { PAGE_LINKS, PAGE_SLUGS } from '../pages';
export const PageSlug = z.enum(PAGE_SLUGS, { message: `must be one of ${PAGE_SLUGS.join(', ')}` });
export type PageSlug = z.infer<typeof PageSlug>;

export const PAGE_TITLE_MAX = 120;
export const PAGE_BODY_MAX = 40_000;

/** A page as shoppers read it: the trader's details filled in. */
export const Page = z.object({ slug: PageSlug, title: z.string(), body: z.string() });
export type Page = z.infer<typeof Page>;

/** A page as the console edits it: the body with its {placeholders}, and when it was last changed. */
export const AdminPage = Page.extend({ updatedAt: z.string(), updatedBy: z.string().nullable() });
export type AdminPage = z.infer<typeof AdminPage>;

export const PageSlugParams = z.object({ slug: PageSlug });

/** PATCH /api/admin/pages/{slug}: a new title or body (or both). */
export const PagePatch = z
  .object({
    title: Text(PAGE_TITLE_MAX).pipe(z.string().min(1, 'is required')).optional(),
    body: z
      .string()
      .max(PAGE_BODY_MAX, `must be at most ${PAGE_BODY_MAX} characters`)
      .refine((v) => !v.includes('\u0000'), 'must not contain NUL characters')
      .transform((v) => v.replace(/\r\n?/g, '\n').trim())
      .pipe(z.string().min(1, 'is required'))
      .optional(),
  })
  .strict()
  .refine((p) => p.title !== undefined || p.body !== undefined, { message: 'must change the title or the body' });
export type PagePatch = z.input<typeof PagePatch>;

/**
 * What a body may say about the trader, filled in from configuration when the page is read (the address and VAT
 * number stay true when the configuration changes). A line naming {vatNumber} is left out when the shop has none.
 */
export const PAGE_PLACEHOLDERS = ['traderName', 'traderAddress', 'vatNumber', 'contactEmail'] as const;
