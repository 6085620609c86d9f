// The console's Customers and Sales at a glance calls (OPERATIONS §3 and §6). Query keys are the URLs (SPEC §7).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerDetail, CustomersPage, PointsAdjusted, PointsAdjustment } from '@shared/schemas/customers';
import type { AdminOrderList } from '@shared/schemas/orders';
import type { SalesFigures } from '@shared/schemas/sales';
import { apiJson } from '@client/lib/api';

export function customersUrl({ q, page }: { q: string; page: number }): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/api/admin/customers${query ? `?${query}` : ''}`;
}

export function useCustomers(filters: { q: string; page: number }) {
  return useQuery<CustomersPage>({ queryKey: [customersUrl(filters)], placeholderData: (previous) => previous });
}

const customerKey = (id: string) => [`/api/admin/customers/${encodeURIComponent(id)}`] as const;

export function useCustomer(id: string) {
  return useQuery<CustomerDetail>({ queryKey: customerKey(id) });
}

/** Points added or taken away with a reason: the customer's page and the lists ask again. */
export function useAdjustPoints(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsAdjustment) =>
      apiJson<PointsAdjusted>('POST', `/api/admin/customers/${encodeURIComponent(id)}/points`, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin/customers') }),
  });
}

export function useSales(period: { from: string; to: string }) {
  const params = new URLSearchParams(period);
  return useQuery<SalesFigures>({
    queryKey: [`/api/admin/sales?${params.toString()}`],
    placeholderData: (previous) => previous,
  });
}

/** How many orders a filter of the Orders list holds now (its first page's total). */
export function useOrderCount(query: string, enabled: boolean) {
  return useQuery<AdminOrderList, Error, number>({
    queryKey: [`/api/admin/orders?${query}`],
    select: (list) => list.total,
    enabled,
  });
}
