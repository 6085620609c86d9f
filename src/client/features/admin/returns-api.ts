// The console's Returns and partial refund calls (OPERATIONS §4, decisions 0250, 0251). Query keys are the URLs.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '@shared/schemas/orders';
import type { AdminReturn, PartRefundRequest } from '@shared/schemas/returns';
import { apiJson } from '@client/lib/api';
import { PRODUCTS_KEY } from './orders-api';

export const returnsUrl = (status: string) =>
  `/api/admin/returns${status ? `?status=${encodeURIComponent(status)}` : ''}`;

export function useAdminReturns(status: string) {
  return useQuery<AdminReturn[]>({ queryKey: [returnsUrl(status)], placeholderData: (previous) => previous });
}

/** Every list and order page that a refund changes is asked again. */
function refreshAfterRefund(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({
    predicate: (q) =>
      String(q.queryKey[0]).startsWith('/api/admin/returns') || String(q.queryKey[0]).startsWith('/api/admin/orders'),
  });
  void queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
}

/** POST /api/admin/returns/{id}/refund: received and refunded in one step. */
export function useRefundReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, restock }: { id: string; restock: boolean }) =>
      apiJson<AdminReturn>('POST', `/api/admin/returns/${encodeURIComponent(id)}/refund`, { restock }),
    onSuccess: () => refreshAfterRefund(queryClient),
    onError: () => refreshAfterRefund(queryClient),
  });
}

/** POST /api/admin/orders/{id}/refund: some lines or an amount. */
export function usePartRefund(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartRefundRequest) =>
      apiJson<AdminOrder>('POST', `/api/admin/orders/${encodeURIComponent(orderId)}/refund`, body),
    onSuccess: (order) => {
      queryClient.setQueryData([`/api/admin/orders/${encodeURIComponent(orderId)}`], order);
      refreshAfterRefund(queryClient);
    },
  });
}
