// /admin/orders/:id (COMMERCE §4–6): one order — items, address, customer, payment, its timeline — and the next
// steps it allows (fulfilment.ts over shared/orders.ts moveRefusal, the rule the server applies). Shipping needs a
// tracking number and takes a carrier; every move and payment record carries an internal note (staff only) and a
// message to the customer (emailed); irreversible steps are confirmed first; a shipped order's tracking can be
// corrected.
import { Link } from 'wouter';
import { orderReference } from '@shared/orders';
import { formatDateTime } from '@shared/dates';
import type { AdminOrder } from '@shared/schemas/orders';
import { OrderItems } from '@client/components/order-items';
import { BackLink } from '@client/components/ui/back-button';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiError } from '@client/lib/api';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useStaffMe } from '../api';
import { AdminShell, useSignedOutRedirect } from '../components/admin-shell';
import { OrderStatusBadge, PaymentBadge } from '../components/order-badges';
import { NextSteps } from '../components/order-next-steps';
import { PaymentSection } from '../components/order-payment';
import { RefundSection } from '../components/order-refund';
import { Timeline } from '../components/order-timeline';
import { TrackingDetails } from '../components/order-tracking';
import { RedeemedCodes } from '../components/redeemed-codes';
import { useAdminOrder } from '../orders-api';
import { may } from '../staff-nav';

export default function OrderPage({ params }: { params: { id: string } }) {
  useDocumentTitle(`Order #${orderReference(params.id)}`);
  return (
    <AdminShell>
      <BackLink href="/admin/orders" label="Back to orders" />
      <OrderDetails id={params.id} />
    </AdminShell>
  );
}

function OrderDetails({ id }: { id: string }) {
  const order = useAdminOrder(id);
  useSignedOutRedirect(order.error);

  if (order.isPending) {
    return (
      <div className="mt-4 space-y-3" role="status" aria-label="Loading the order">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (order.isError) {
    const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
    return (
      <Card role="alert" className="mt-4 text-center">
        <h1 className="font-semibold">{missing ? 'Order not found' : 'The order could not be loaded.'}</h1>
        {!missing && (
          <Button className="mt-3" variant="outline" onClick={() => void order.refetch()}>
            Try again
          </Button>
        )}
      </Card>
    );
  }
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: AdminOrder }) {
  const ref = orderReference(order.id);
  const a = order.shippingAddress;
  return (
    <div className="mt-2 space-y-4">
      <header>
        {/* Focus lands here after a step whose button is gone (the order moved on). */}
        <h1 tabIndex={-1} className="font-display text-2xl text-ink focus:outline-none">
          Order #{ref}
        </h1>
        <p className="text-sm text-muted">Placed {formatDateTime(order.createdAt)}</p>
        <div className="mt-2 flex flex-wrap gap-2" aria-label="Order state">
          <OrderStatusBadge status={order.status} />
          <PaymentBadge status={order.paymentStatus} />
        </div>
      </header>

      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          {/* Payment first: on a phone it is the first thing an unpaid order needs, above the moves it unlocks. */}
          <Card>
            <h2 className="font-semibold text-ink">Payment</h2>
            <PaymentSection order={order} />
          </Card>
          <NextSteps order={order} />
          {order.paymentStatus !== 'unpaid' && (
            <Card>
              <h2 className="font-semibold text-ink">Refunds</h2>
              <RefundSection order={order} />
            </Card>
          )}

          <Card>
            <h2 className="font-semibold text-ink">Items</h2>
            <OrderItems order={order} label="Items" figures="all" />
          </Card>

          <Card>
            <h2 className="font-semibold text-ink">Timeline</h2>
            <Timeline order={order} />
          </Card>
        </div>

        <div className="space-y-4">
          <Card>
            <h2 className="font-semibold text-ink">Customer</h2>
            <CustomerName customer={order.customer} />
            <p className="text-sm">
              <a className="break-all text-brand underline" href={`mailto:${order.customer.email}`}>
                {order.customer.email}
              </a>
            </p>
            <RedeemedCodes customerId={order.customer.id} orderCode={order.discountCode} />
          </Card>

          <Card>
            <h2 className="font-semibold text-ink">Delivery</h2>
            {a ? (
              <address className="mt-1 text-sm not-italic text-ink">
                {a.firstName} {a.lastName}
                <br />
                {a.address}
                <br />
                {a.city}
                <br />
                {a.postalCode}
                <br />
                {a.country}
              </address>
            ) : (
              <p className="mt-1 text-sm text-muted">No address given.</p>
            )}
            <TrackingDetails order={order} />
          </Card>
        </div>
      </div>
    </div>
  );
}

/** The customer's name, a link to their page for staff who may read customers (OPERATIONS §3). */
function CustomerName({ customer }: { customer: AdminOrder['customer'] }) {
  const me = useStaffMe();
  const name = `${customer.firstName} ${customer.lastName}`.trim() || customer.email;
  return (
    <p className="mt-1 text-sm text-ink">
      {may(me.data, 'customers.read') ? (
        <Link href={`/admin/customers/${customer.id}`} className="font-medium text-brand underline">
          {name}
        </Link>
      ) : (
        name
      )}
    </p>
  );
}
