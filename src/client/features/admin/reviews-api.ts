// The console's reviews calls (OPERATIONS §5, decision 0260). Query keys are the URLs.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReview, AdminReviewPage, ReviewModeration } from '@shared/schemas/reviews';
import { apiJson } from '@client/lib/api';

/** The console's filter: '' all, 'false' shown, 'true' hidden. */
export const REVIEW_FILTERS: Array<[string, string]> = [
  ['false', 'Shown'],
  ['true', 'Hidden'],
];

export const adminReviewsUrl = (hidden: string, page: number) => {
  const params = new URLSearchParams();
  if (hidden) params.set('hidden', hidden);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/api/admin/reviews${query ? `?${query}` : ''}`;
};

export function useAdminReviews(hidden: string, page: number) {
  return useQuery<AdminReviewPage>({
    queryKey: [adminReviewsUrl(hidden, page)],
    placeholderData: (previous) => previous,
  });
}

/** PATCH /api/admin/reviews/{id}: hide with a reason, or show again. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReviewModeration & { id: string }) =>
      apiJson<AdminReview>('PATCH', `/api/admin/reviews/${encodeURIComponent(id)}`, body),
    onSettled: () =>
      queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin/reviews') }),
  });
}
