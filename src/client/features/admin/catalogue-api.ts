// The console's Categories and Discounts calls (OPERATIONS §1, decision 0506). Query keys are the URLs (SPEC §7).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCategory,
  AdminDiscountCode,
  CategoryCreate,
  CategoryPatch,
  DiscountCodeCreate,
  DiscountCodePatch,
} from '@shared/schemas/catalogue-admin';
import { apiJson } from '@client/lib/api';
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
