// A member cancels their own order while it is pending and unpaid (COMMERCE §6; the API allowed it, the screens did
// not offer it). Asked first, in place: what goes back is said before anything changes. Its items go back on sale
// and a code used on it can be used again. Used inside OrderProgress.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { orderReference } from '@shared/orders';
import type { Order } from '@shared/schemas/orders';
import { apiJson, serverMessage } from '@client/lib/api';
import { ordersKey } from '@client/lib/orders';
import { notify } from '@client/lib/toast';
import { Button } from './ui/button';

export function OrderCancel({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const cancel = useMutation({
    mutationFn: () => apiJson<Order>('POST', `/api/orders/${order.userId}/${order.id}/cancel`),
    onSuccess: async () => {
      setAsking(false);
      notify({ title: 'Order cancelled', description: `Order #${orderReference(order.id)} will not be sent.` });
      await queryClient.invalidateQueries({ queryKey: ordersKey(order.userId) });
      await queryClient.invalidateQueries({ queryKey: ['/api/orders', order.userId, order.id] });
    },
    onError: (error) =>
      notify({
        title: 'Not cancelled',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
  if (order.status !== 'pending' || order.paymentStatus !== 'unpaid') return null;
  const reference = orderReference(order.id);
  if (!asking) {
    return (
      <Button ref={opener} variant="outline" size="sm" onClick={() => setAsking(true)}>
        Cancel order #{reference}
      </Button>
    );
  }
  return (
    <div role="group" aria-labelledby={`cancel-${order.id}`} className="space-y-2 rounded-xl border border-line p-3">
      <p id={`cancel-${order.id}`} className="font-semibold text-ink">
        Cancel order #{reference}?
      </p>
      <p className="text-muted">Nothing has been paid, so nothing is charged. Its items go back on sale.</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="destructive"
          size="sm"
          autoFocus
          aria-disabled={cancel.isPending}
          onClick={() => !cancel.isPending && cancel.mutate()}
        >
          {cancel.isPending ? 'Cancelling…' : 'Yes, cancel it'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setAsking(false);
            requestAnimationFrame(() => opener.current?.focus());
          }}
        >
          Keep my order
        </Button>
      </div>
    </div>
  );
}
