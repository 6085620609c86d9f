// The confirmation screen's first card: what state the order is in (paid, free, awaiting a bank transfer or Stripe,
// not paid, cancelled, placed) and the links that fit it.
import { formatPrice, toPence } from '@shared/money';
import { orderReference } from '@shared/orders';
import type { Order, PaymentInstructions } from '@shared/schemas/orders';
import { CheckCircle2, Clock, CreditCard, Landmark, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BankTransferDetails, payByLabel } from '@client/components/bank-transfer';
import { buttonClass } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';

export type ConfirmationState = 'paid' | 'free' | 'confirming' | 'not-paid' | 'cancelled' | 'bank-transfer' | 'placed';

export function confirmationState(order: Order, cancelledAtStripe: boolean): ConfirmationState {
  if (order.paymentStatus === 'paid') return toPence(order.total) === 0 ? 'free' : 'paid';
  if (order.status === 'cancelled') return 'cancelled';
  if (order.paymentInstructions) return 'bank-transfer';
  if (order.paymentProvider !== 'stripe' || order.paymentStatus !== 'unpaid') return 'placed';
  return cancelledAtStripe ? 'not-paid' : 'confirming';
}

export function StateCard({ order, state, waitedOut }: { order: Order; state: ConfirmationState; waitedOut: boolean }) {
  const reference = orderReference(order.id);
  switch (state) {
    case 'paid':
      return (
        <Message icon={<CheckCircle2 className="h-8 w-8 text-success" />} title="Payment received">
          Thank you! Order #{reference} is paid and we're getting it ready. You'll receive a confirmation email shortly.
          <Actions
            primary={{ href: '/profile', label: 'View your orders' }}
            secondary={{ href: '/', label: 'Continue Shopping' }}
          />
        </Message>
      );
    case 'free':
      return (
        <Message icon={<CheckCircle2 className="h-8 w-8 text-success" />} title="Thank you for your order">
          Order #{reference} comes to {formatPrice(order.total)}, so there is nothing to pay. We're getting it ready and
          will email you when it ships.
          <Actions
            primary={{ href: '/profile', label: 'View your orders' }}
            secondary={{ href: '/', label: 'Continue Shopping' }}
          />
        </Message>
      );
    case 'bank-transfer':
      return <BankTransferState order={order} instructions={order.paymentInstructions!} />;
    case 'confirming':
      return waitedOut ? (
        <Message icon={<Clock className="h-8 w-8 text-brand" />} title="Still confirming your payment">
          This is taking longer than usual. If you paid, there is nothing more to do: we'll email you as soon as Stripe
          confirms it, and your orders show it too.
          <Actions primary={{ href: '/profile', label: 'View your orders' }} />
        </Message>
      ) : (
        <Message icon={<Clock className="h-8 w-8 animate-pulse text-brand" />} title="Confirming your payment…">
          This usually takes a few seconds. Please keep this page open.
        </Message>
      );
    case 'not-paid':
      return (
        <Message icon={<CreditCard className="h-8 w-8 text-brand" />} title="Payment not completed">
          You left the checkout before paying, so nothing has been charged. We keep order #{reference} for you for an
          hour; after that it is cancelled.
          <div className="mt-4 flex flex-col gap-2">
            {order.paymentUrl && (
              <a href={order.paymentUrl} className={buttonClass('primary')}>
                Pay now
              </a>
            )}
            <Link href="/profile" className={buttonClass('outline')}>
              View your orders
            </Link>
          </div>
        </Message>
      );
    case 'cancelled':
      return (
        <Message icon={<XCircle className="h-8 w-8 text-danger" />} title="This order was cancelled">
          {order.history.at(-1)?.note ?? 'It will not be sent.'} Nothing is owed for it.
          <Actions
            primary={{ href: '/', label: 'Continue Shopping' }}
            secondary={{ href: '/cart', label: 'Back to your cart' }}
          />
        </Message>
      );
    case 'placed':
      return (
        <Message icon={<CheckCircle2 className="h-8 w-8 text-success" />} title="Order placed">
          Thank you for order #{reference}. You'll receive a confirmation email with the details shortly.
          <Actions primary={{ href: '/profile', label: 'View your orders' }} />
        </Message>
      );
  }
}

/** An unpaid bank-transfer order: what to pay, where, by when, and what happens next. */
function BankTransferState({ order, instructions }: { order: Order; instructions: PaymentInstructions }) {
  const payBy = payByLabel(instructions.payBy);
  return (
    <Card className="space-y-4">
      <div className="space-y-2 text-center">
        <div className="flex justify-center" aria-hidden="true">
          <Landmark className="h-8 w-8 text-brand" />
        </div>
        <h2 className="text-lg font-semibold text-ink">Order placed: now pay by bank transfer</h2>
        <p className="text-sm text-muted">
          Thank you for order #{orderReference(order.id)}. Please transfer{' '}
          <strong className="text-ink">{formatPrice(instructions.amount)}</strong> by{' '}
          <strong className="text-ink">{payBy}</strong>, quoting the reference below so we can match your payment.
        </p>
      </div>
      <div className="rounded-xl border border-sand-strong bg-cream px-3 py-1">
        <BankTransferDetails instructions={instructions} copyable />
      </div>
      <section aria-labelledby="what-next" className="space-y-2">
        <h3 id="what-next" className="text-sm font-semibold text-ink">
          What happens next
        </h3>
        <ol className="list-decimal space-y-1.5 pl-5 text-sm text-muted">
          <li>Make the transfer from your bank's app or website, quoting reference {instructions.reference}.</li>
          <li>When your payment arrives we email you and get your order ready to send.</li>
          <li>
            If it has not arrived by {payBy}, the order is cancelled and its items go back on sale. You'll receive the
            details by email too.
          </li>
        </ol>
      </section>
      <Actions
        primary={{ href: '/profile', label: 'View your orders' }}
        secondary={{ href: '/', label: 'Continue Shopping' }}
      />
    </Card>
  );
}

function Message({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="space-y-2 text-center">
      <div className="flex justify-center" aria-hidden="true">
        {icon}
      </div>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div className="text-sm text-muted">{children}</div>
    </Card>
  );
}

type LinkTo = { href: string; label: string };

function Actions({ primary, secondary }: { primary: LinkTo; secondary?: LinkTo }) {
  return (
    <div className="mt-4 flex flex-col gap-2">
      <Link href={primary.href} className={buttonClass('primary')}>
        {primary.label}
      </Link>
      {secondary && (
        <Link href={secondary.href} className={buttonClass('outline')}>
          {secondary.label}
        </Link>
      )}
    </div>
  );
}
