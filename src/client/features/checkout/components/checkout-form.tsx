import { formatPence } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import type { Checkout } from '../hooks/use-checkout';
import { AddressForm } from './address-form';
import { BeforeYouOrder } from './before-you-order';

/**
 * The delivery address (the last order's, still editable), what the law asks said before the order (decision 0240)
 * and the button that commits to pay (reg. 14(3)), with how the order will be paid.
 */
export function CheckoutForm({
  checkout: { user, lastAddress, onCheckout, placeOrder, totals, quote, byCard, trader },
}: {
  checkout: Checkout;
}) {
  return (
    <Card>
      <AddressForm
        id="checkout"
        defaultValues={{ firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' }}
        prefill={lastAddress}
        onSubmit={onCheckout}
      >
        <BeforeYouOrder trader={trader} total={totals?.total} shipping={totals?.shipping} />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={placeOrder.isPending || !totals || quote.isFetching}
        >
          {placeOrder.isPending ? 'Placing order…' : 'Place order and pay'}
        </Button>
        {totals && (
          <p className="text-center text-xs text-muted">
            {byCard
              ? `You'll pay ${formatPence(totals.total)} by card on Stripe's secure checkout page next.`
              : `You'll pay ${formatPence(totals.total)} by bank transfer; we send the details with your order.`}{' '}
            {totals.shipping === 0 ? 'Delivery is free.' : `Next-day express delivery is included.`}
          </p>
        )}
      </AddressForm>
    </Card>
  );
}
