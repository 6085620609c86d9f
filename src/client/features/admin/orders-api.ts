// The console's Orders and Products calls (COMMERCE §5). Query keys are the URLs (SPEC §7).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, Category, ProductCreate, ProductPatch } from '@shared/schemas/catalogue';
import type {
  AdminOrder,
  AdminOrderList,
  OrderStatusRequest,
  PaymentRequest,
  TrackingRequest,
} from '@shared/schemas/orders';
import type { MemberCode } from '@shared/schemas/rewards';
import { apiJson, apiRequest } from '@client/lib/api';
import { uploadPicture } from './picture-upload';

export const PRODUCTS_KEY = ['/api/admin/products'] as const;

export type OrderFilters = { status: string; payment: string; q: string; page: number };

export function ordersUrl({ status, payment, q, page }: OrderFilters): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (payment) params.set('payment', payment);
  if (q.trim()) params.set('q', q.trim());
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/api/admin/orders${query ? `?${query}` : ''}`;
}

export function useAdminOrders(filters: OrderFilters) {
  return useQuery<AdminOrderList>({ queryKey: [ordersUrl(filters)], placeholderData: (previous) => previous });
}

const orderKey = (id: string) => [`/api/admin/orders/${encodeURIComponent(id)}`] as const;

export function useAdminOrder(id: string) {
  return useQuery<AdminOrder>({ queryKey: orderKey(id) });
}

/** After a change: this order's page shows the answer, every list is asked again. */
function useOrderChange<Body>(id: string, path: 'status' | 'payment' | 'tracking') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      apiJson<AdminOrder>(
        path === 'tracking' ? 'PATCH' : 'POST',
        `/api/admin/orders/${encodeURIComponent(id)}/${path}`,
        body,
      ),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKey(id), order);
      void queryClient.invalidateQueries({
        predicate: (q) =>
          String(q.queryKey[0]).startsWith('/api/admin/orders?') || q.queryKey[0] === '/api/admin/orders',
      });
      // Cancelling puts units back: the products screen must ask again.
      void queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
    },
  });
}

export const useMoveOrder = (id: string) => useOrderChange<OrderStatusRequest>(id, 'status');
export const useRecordPayment = (id: string) => useOrderChange<PaymentRequest>(id, 'payment');
/** PATCH …/tracking (COMMERCE §6): corrects a shipped or delivered order's tracking number and carrier. */
export const useCorrectTracking = (id: string) => useOrderChange<TrackingRequest>(id, 'tracking');

export function useAdminProducts() {
  return useQuery<AdminProduct[]>({ queryKey: PRODUCTS_KEY });
}

/** The shop's categories, for the product form's choice (the public list: every category). */
export function useCategories() {
  return useQuery<Category[]>({ queryKey: ['/api/categories'] });
}

/** OPERATIONS §1: a new product; the list gains it and, when it is active, this browser's storefront too. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductCreate) => apiJson<AdminProduct>('POST', '/api/admin/products', body),
    onSuccess: (product) => {
      queryClient.setQueryData<AdminProduct[]>(PRODUCTS_KEY, (list) => (list ? [...list, product] : list));
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/products') });
    },
  });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...patch }: ProductPatch & { id: string }) =>
      apiJson<AdminProduct>('PATCH', `/api/admin/products/${encodeURIComponent(id)}`, patch),
    onSuccess: (product) => {
      queryClient.setQueryData<AdminProduct[]>(PRODUCTS_KEY, (list) =>
        list?.map((p) => (p.id === product.id ? product : p)),
      );
      // This browser's storefront answers too.
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/products') });
    },
  });
}

/** A new picture for the product (OPERATIONS §1, decision 0508): the list and this browser's storefront show it. */
export function useUploadProductPicture(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      uploadPicture<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}/image`, file),
    onSuccess: (product) => {
      queryClient.setQueryData<AdminProduct[]>(PRODUCTS_KEY, (list) =>
        list?.map((p) => (p.id === product.id ? product : p)),
      );
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/products') });
    },
  });
}

/** The codes and vouchers a customer redeemed with points (COMMERCE §3): staff fulfil vouchers from here. */
export function useCustomerCodes(customerId: string) {
  return useQuery<MemberCode[]>({ queryKey: [`/api/admin/customers/${encodeURIComponent(customerId)}/codes`] });
}

/** The orders CSV for the books (decision 0242): the UK days from..to, both included. */
export async function exportOrders(from: string, to: string): Promise<{ blob: Blob; fileName: string }> {
  const query = new URLSearchParams({ from, to });
  const res = await apiRequest('GET', `/api/admin/orders/export.csv?${query}`);
  const fileName = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'orders.csv';
  return { blob: await res.blob(), fileName };
}
