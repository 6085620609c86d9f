import type { Checkout } from '../hooks/use-checkout';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiError } from '@client/lib/api';
import { DeliveryChoice } from './delivery-choice';
import { DiscountCodeField } from './discount-code-field';
import { OrderSummary } from './order-summary';

/** The discount code and the figures from the server's quote, or why there are none. */
export function CartTotals({
  checkout: { applied, codeProblem, placeOrder, totals, code, quote, delivery, setDelivery },
}: {
  checkout: Checkout;
}) {
  const options = quote.data?.deliveryOptions;
  return (
    <Card className="space-y-4">
      {options ? (
        <DeliveryChoice options={options} value={delivery} disabled={placeOrder.isPending} onChange={setDelivery} />
      ) : (
        <Skeleton className="h-32 w-full" />
      )}
      <DiscountCodeField
        applied={applied.code}
        delivery={delivery}
        problem={codeProblem}
        disabled={placeOrder.isPending}
        onApplied={applied.apply}
        onRemove={() => applied.apply('')}
      />
      {applied.dropped && (
        <p role="status" className="text-sm text-danger">
          Code <span className="font-mono font-semibold">{applied.dropped.code}</span> was removed:{' '}
          {applied.dropped.reason}
        </p>
      )}
      {totals ? (
        <OrderSummary totals={totals} code={code} />
      ) : codeProblem ? null : quote.error instanceof ApiError &&
        quote.error.status === 409 &&
        quote.error.serverMessage ? (
        // The cart cannot be paid as it is (below the card minimum, beyond the shop's range): say why.
        <p role="alert" className="text-sm text-danger">
          {quote.error.serverMessage}
        </p>
      ) : quote.isError ? (
        <p role="alert" className="text-sm text-danger">
          The totals could not be worked out.{' '}
          <button type="button" className="underline" onClick={() => void quote.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <Skeleton className="h-28 w-full" />
      )}
    </Card>
  );
}
