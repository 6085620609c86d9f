// The signed-in member's orders (SPEC §7: the key is the URL): one query shared by the storefront's profile and
// the members area's order history, so both show the same Order (payment, tracking, timeline) from one fetch.
import { useQuery } from '@tanstack/react-query';
import type { Order } from '@shared/schemas/orders';
import { useAuth } from './auth';

export const ordersKey = (userId: string) => ['/api/orders', userId] as const;

export function useOrders() {
  const { user } = useAuth();
  return useQuery<Order[]>({ queryKey: ordersKey(user?.id ?? ''), enabled: Boolean(user) });
}
