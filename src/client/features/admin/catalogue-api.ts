// The console's Categories and Discounts calls (OPERATIONS §1, decision 0506) and the products file's (decision 0509).
// Query keys are the URLs (SPEC §7).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCategory,
  AdminDiscountCode,
  CategoryCreate,
  CategoryPatch,
  DiscountCodeCreate,
  DiscountCodePatch,
} from '@shared/schemas/catalogue-admin';
import { ProductImportErrors, type ProductImportResult } from '@shared/schemas/catalogue-import';
import { ApiError, apiJson, apiRequest, apiSendText } from '@client/lib/api';
import { PRODUCTS_KEY } from './orders-api';
import { uploadPicture } from './picture-upload';

export const CATEGORIES_KEY = ['/api/admin/categories'] as const;
export const CODES_KEY = ['/api/admin/discount-codes'] as const;

export const useAdminCategories = () => useQuery<AdminCategory[]>({ queryKey: CATEGORIES_KEY });
export const useDiscountCodes = () => useQuery<AdminDiscountCode[]>({ queryKey: CODES_KEY });

/** After a category change: the list is asked again, and so are this browser's storefront categories. */
function useCategoryChange<Vars, Result = unknown>(call: (vars: Vars) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/categories') });
    },
  });
}

export const useCreateCategory = () =>
  useCategoryChange((body: CategoryCreate) => apiJson<AdminCategory>('POST', '/api/admin/categories', body));
export const useUpdateCategory = () =>
  useCategoryChange(({ slug, ...patch }: CategoryPatch & { slug: string }) =>
    apiJson<AdminCategory>('PATCH', `/api/admin/categories/${encodeURIComponent(slug)}`, patch),
  );

/** A new picture for the category (decision 0508): its proportions kept, the hero wide and the tile square. */
export const useUploadCategoryPicture = (slug: string) =>
  useCategoryChange((file: File) =>
    uploadPicture<AdminCategory>(`/api/admin/categories/${encodeURIComponent(slug)}/image`, file),
  );

export const useDeleteCategory = () =>
  useCategoryChange((slug: string) => apiJson<void>('DELETE', `/api/admin/categories/${encodeURIComponent(slug)}`));

export function useCreateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscountCodeCreate) => apiJson<AdminDiscountCode>('POST', '/api/admin/discount-codes', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CODES_KEY }),
  });
}

export function useUpdateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, ...patch }: DiscountCodePatch & { code: string }) =>
      apiJson<AdminDiscountCode>('PATCH', `/api/admin/discount-codes/${encodeURIComponent(code)}`, patch),
    onSuccess: (saved) =>
      queryClient.setQueryData<AdminDiscountCode[]>(CODES_KEY, (list) =>
        list?.map((c) => (c.id === saved.id ? saved : c)),
      ),
  });
}

// ── The products file (decision 0509) ─────────────────────────────────────────────────────────────────────
export const EXPORT_URL = '/api/admin/products/export.csv';
const IMPORT_URL = '/api/admin/products/import';

/** The products file as the server wrote it, and the name it gave it. */
export async function exportProducts(): Promise<{ blob: Blob; fileName: string }> {
  const res = await apiRequest('GET', EXPORT_URL);
  const fileName = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'products.csv';
  return { blob: await res.blob(), fileName };
}

/** The import's answer: what it did (or would do), or the file's problems (a 400: nothing was written). */
export type ImportAnswer = { result: ProductImportResult } | { refused: ProductImportErrors };

async function sendImport({ text, dryRun }: { text: string; dryRun: boolean }): Promise<ImportAnswer> {
  try {
    const res = await apiSendText('POST', dryRun ? `${IMPORT_URL}?dryRun=true` : IMPORT_URL, text, 'text/csv');
    return { result: (await res.json()) as ProductImportResult };
  } catch (error) {
    const refused = error instanceof ApiError && error.status === 400 && ProductImportErrors.safeParse(error.body);
    if (refused && refused.success) return { refused: refused.data };
    throw error;
  }
}

/** Checks a file (dryRun) or imports it; after a real import the console's list and this browser's shop ask again. */
export function useProductImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendImport,
    onSuccess: (answer, { dryRun }) => {
      if (dryRun || !('result' in answer)) return;
      void queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
      void queryClient.invalidateQueries({
        predicate: (q) => /^\/api\/(products|categories)/.test(String(q.queryKey[0])),
      });
    },
  });
}
