// Buy again (issue 46): an order's products back in the cart in one tap, then the cart. The server adds what is still
// sold at today's prices and says what it skipped (no longer sold, sold out) — said here before the cart opens.
// Used inside OrderProgress (the profile's orders, the account's order history).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useLocation } from 'wouter';
import type { BuyAgainResult, Order } from '@shared/schemas/orders';
import { cartKey } from '@client/hooks/use-cart';
import { apiJson, serverMessage } from '@client/lib/api';
import { notify } from '@client/lib/toast';
import { Button } from './ui/button';

/** Orders worth buying again: on their way or done (a pending one is still to be paid, or was just placed). */
const SHOWN = new Set(['processing', 'shipped', 'delivered', 'cancelled']);

export function BuyAgain({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const buy = useMutation({
    mutationFn: () => apiJson<BuyAgainResult>('POST', `/api/orders/${order.userId}/${order.id}/buy-again`),
    onSuccess: async ({ added, skipped }) => {
      await queryClient.invalidateQueries({ queryKey: cartKey(order.userId) });
      const skippedText = skipped.map((s) => `${s.productName} (${s.reason})`).join(', ');
      if (added.length === 0) {
        notify({
          title: 'Nothing added to your cart',
          description: skippedText || 'None of these products can be bought now.',
          variant: 'destructive',
        });
        return;
      }
      const count = added.reduce((n, a) => n + a.quantity, 0);
      notify({
        title: `${count} ${count === 1 ? 'item' : 'items'} added to your cart`,
        description: skipped.length ? `Not added: ${skippedText}.` : 'At today’s prices.',
      });
      navigate('/cart');
    },
    onError: (error) =>
      notify({ title: 'Not added', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
  if (!SHOWN.has(order.status) || order.items.length === 0) return null;
  return (
    <Button variant="outline" size="sm" onClick={() => buy.mutate()} disabled={buy.isPending}>
      <RotateCcw aria-hidden="true" className="h-4 w-4" />
      {buy.isPending ? 'Adding…' : 'Buy again'}
    </Button>
  );
}
