// What a member sees of an order's refunds and returns (OPERATIONS §4, decision 0251): what went back, each
// return and its state, and on a delivered order within 14 days a "Return items" action — which lines and how many,
// why, whether a sealed item was opened — then the instructions to follow. Used inside OrderProgress.
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatPrice, toPence } from '@shared/money';
import type { Order } from '@shared/schemas/orders';
import { RETURN_DAYS, type OrderReturn, type ReturnRequest } from '@shared/schemas/returns';
import { apiJson } from '@client/lib/api';
import { ordersKey } from '@client/lib/orders';
import { Button } from './ui/button';
import { Field, Textarea } from './ui/field';

const STATE: Record<OrderReturn['status'], string> = {
  requested: 'Return started: waiting for your parcel',
  received: 'Return received: refund on its way',
  refunded: 'Refunded',
};

/** Units of each product still returnable: bought, less already returned or refunded. */
function returnable(order: Order): Array<{ productId: string; productName: string; left: number }> {
  return order.items
    .map((item) => {
      const returned = order.returns
        .flatMap((r) => r.lines)
        .filter((l) => l.productId === item.productId)
        .reduce((sum, l) => sum + l.quantity, 0);
      const refunded = order.refundedItems.find((r) => r.productId === item.productId)?.quantity ?? 0;
      return {
        productId: item.productId,
        productName: item.productName,
        left: item.quantity - Math.max(returned, refunded),
      };
    })
    .filter((l) => l.left > 0);
}

/** Whether the 14 days since delivery are still running (the server decides; this only hides the button). */
function withinWindow(order: Order, now = Date.now()): boolean {
  const delivered = order.history.find((h) => h.status === 'delivered' && !h.paymentStatus);
  return Boolean(delivered) && now - Date.parse(delivered!.at) <= RETURN_DAYS * 86_400_000;
}

export function OrderReturns({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState<OrderReturn | null>(null);
  const lines = returnable(order);
  const canReturn = order.status === 'delivered' && order.paymentStatus === 'paid' && withinWindow(order);
  return (
    <div className="space-y-2">
      {toPence(order.refundedAmount) > 0 && (
        <p className="font-semibold text-ink" data-testid="refunded-amount">
          Refunded {formatPrice(order.refundedAmount)}
        </p>
      )}
      {order.returns.length > 0 && (
        <ul className="space-y-1" aria-label="Returns">
          {order.returns.map((r) => (
            <li key={r.id} className="rounded-xl bg-sand p-2 text-ink">
              <p className="font-medium">
                {r.status === 'refunded' && r.refundedAmount
                  ? `Refunded ${formatPrice(r.refundedAmount)}`
                  : STATE[r.status]}
              </p>
              <p className="text-xs text-muted">{r.lines.map((l) => `${l.quantity} × ${l.productName}`).join(', ')}</p>
            </li>
          ))}
        </ul>
      )}
      {started && (
        <section role="status" className="space-y-1 rounded-xl border border-line bg-white p-3 text-ink">
          <p className="font-semibold">Return started</p>
          <p className="text-xs">{started.instructions}</p>
        </section>
      )}
      {canReturn && lines.length > 0 && !open && !started && (
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          Return items
        </Button>
      )}
      {open && (
        <ReturnForm
          order={order}
          lines={lines}
          onCancel={() => setOpen(false)}
          onStarted={(r) => {
            setOpen(false);
            setStarted(r);
          }}
        />
      )}
    </div>
  );
}

function ReturnForm({
  order,
  lines,
  onCancel,
  onStarted,
}: {
  order: Order;
  lines: ReturnType<typeof returnable>;
  onCancel: () => void;
  onStarted: (r: OrderReturn) => void;
}) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const [openedSeal, setOpenedSeal] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (body: ReturnRequest) =>
      apiJson<OrderReturn>('POST', `/api/orders/${order.userId}/${order.id}/returns`, body),
    onSuccess: async (r) => {
      await queryClient.invalidateQueries({ queryKey: ordersKey(order.userId) });
      await queryClient.invalidateQueries({ queryKey: ['/api/orders', order.userId, order.id] });
      onStarted(r);
    },
    onError: (e: Error) => setError(e.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const picked = Object.entries(chosen)
      .filter(([, quantity]) => quantity > 0)
      .map(([productId, quantity]) => ({ productId, quantity }));
    if (picked.length === 0) return setError('Choose at least one item to return.');
    if (!reason.trim()) return setError('Please tell us why you are returning them.');
    if (openedSeal === null) return setError('Please say whether you opened a sealed item.');
    setError(null);
    start.mutate({ lines: picked, reason: reason.trim(), openedSeal });
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-line bg-white p-3" aria-label="Return items">
      <fieldset className="space-y-2">
        <legend className="font-semibold text-ink">Which items?</legend>
        {lines.map((line) => {
          const quantity = chosen[line.productId] ?? 0;
          return (
            <div key={line.productId} className="flex flex-wrap items-center justify-between gap-2">
              <label className="flex min-h-11 items-center gap-2 text-ink">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={quantity > 0}
                  onChange={(e) => setChosen({ ...chosen, [line.productId]: e.target.checked ? line.left : 0 })}
                />
                {line.productName}
              </label>
              {line.left > 1 && quantity > 0 && (
                <label className="flex items-center gap-2 text-xs text-muted">
                  How many
                  <select
                    className="h-11 rounded-xl border border-line bg-white px-2 text-ink"
                    value={quantity}
                    onChange={(e) => setChosen({ ...chosen, [line.productId]: Number(e.target.value) })}
                  >
                    {Array.from({ length: line.left }, (_, i) => i + 1).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>
          );
        })}
      </fieldset>
      <Field label="Why are you returning them?">
        {(control) => (
          <Textarea {...control} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        )}
      </Field>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-ink">Have you opened a sealed item?</legend>
        <p className="text-xs text-muted">
          Sealed items opened after delivery cannot be refunded unless they are faulty (hygiene).
        </p>
        <div className="flex gap-4">
          {[
            { label: 'No', value: false },
            { label: 'Yes', value: true },
          ].map((o) => (
            <label key={o.label} className="flex min-h-11 items-center gap-2 text-ink">
              <input
                type="radio"
                name={`seal-${order.id}`}
                className="h-5 w-5"
                checked={openedSeal === o.value}
                onChange={() => setOpenedSeal(o.value)}
              />
              {o.label}
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={start.isPending}>
          Start return
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
