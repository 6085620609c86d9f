// The legal pages' names (OPERATIONS §4, decision 0241), free of zod: the storefront's footer is in the first
// bundle and imports only this.
export const PAGE_SLUGS = ['terms', 'privacy', 'returns', 'delivery', 'contact'] as const;
export type PageSlugName = (typeof PAGE_SLUGS)[number];

/** The footer's and the mails' names for the pages, in the footer's order. */
export const PAGE_LINKS: ReadonlyArray<{ slug: PageSlugName; label: string }> = [
  { slug: 'terms', label: 'Terms' },
  { slug: 'privacy', label: 'Privacy' },
  { slug: 'returns', label: 'Returns' },
  { slug: 'delivery', label: 'Delivery' },
  { slug: 'contact', label: 'Contact' },
];
