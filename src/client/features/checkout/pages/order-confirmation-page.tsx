// The order confirmation screen for every order (COMMERCE §4 and §6, decisions 0207 and 0208). A bank-transfer order
// still unpaid shows the shop's account, the reference and amount with copy buttons, the time the payment must
// arrive by and what happens next; a paid order (a free one too) says thank you. A card order: Stripe's checkout
// sends the shopper back here. The order only becomes paid when Stripe's signed webhook says so, so the screen asks for the order every few
// seconds meanwhile ("Confirming your payment…"), says "Payment received" once it is, and after a minute says
// that it is taking longer without leaving the shopper in doubt. Back from Stripe's Cancel link
// (?payment=cancelled) it says the payment was not made and offers to pay again.
import { orderReference } from '@shared/orders';
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { buttonClass } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { OrderItems } from '@client/components/order-items';
import { OrderProgress } from '@client/components/order-progress';
import { ApiError } from '@client/lib/api';
import { usePatchTest, useOrder } from '../checkout-api';
import { confirmationState, StateCard } from '../components/order-state-card';
import { PatchTestNudge } from '../components/patch-test-nudge';
import { ErrorState } from '@client/components/shop/error-state';
import { PageHeader } from '@client/components/shop/header';

/** How often the screen asks whether Stripe's webhook has arrived, and when it stops hoping for "at once". */
const POLL_MS = 2000;
export const CONFIRM_WAIT_MS = 60_000;

export default function OrderConfirmationPage({ params }: { params: { id: string } }) {
  const cancelled = new URLSearchParams(useSearch()).get('payment') === 'cancelled';
  const [waitedOut, setWaitedOut] = useState(false);
  const [settled, setSettled] = useState(false);
  const order = useOrder(params.id, settled ? false : waitedOut ? POLL_MS * 5 : POLL_MS);
  const state = order.data ? confirmationState(order.data, cancelled) : null;
  const patchTest = usePatchTest(params.id);

  useEffect(() => {
    if (state && state !== 'confirming') setSettled(true);
  }, [state]);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedOut(true), CONFIRM_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      <PageHeader title="Order confirmation" backHref="/profile" backLabel="Your orders" />
      <main className="space-y-4 px-4 pb-10 pt-4">
        {order.isLoading ? (
          <div role="status" aria-label="Loading your order" className="space-y-3">
            <Skeleton className="h-32 w-full rounded-2xl" />
            <Skeleton className="h-40 w-full rounded-2xl" />
          </div>
        ) : !order.data ? (
          order.error instanceof ApiError && order.error.status === 404 ? (
            <Card className="space-y-3 text-center">
              <p className="font-semibold text-ink">We could not find this order.</p>
              <Link href="/profile" className={buttonClass('primary')}>
                View your orders
              </Link>
            </Card>
          ) : (
            <ErrorState what="order" onRetry={() => order.refetch()} />
          )
        ) : (
          <>
            <div role="status" aria-live="polite">
              <StateCard order={order.data} state={state!} waitedOut={waitedOut} />
            </div>
            <Card className="space-y-3">
              <h2 className="text-sm font-semibold text-ink">Order #{orderReference(order.data.id)}</h2>
              <OrderItems order={order.data} label="Items in this order" figures="total" />
              <OrderProgress order={order.data} bankDetails={false} buyAgain={false} />
            </Card>
            {patchTest.data?.nudge && <PatchTestNudge nudge={patchTest.data.nudge} />}
          </>
        )}
      </main>
    </>
  );
}
