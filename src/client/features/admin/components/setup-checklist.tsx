// The first-run checklist (decision 0511): a new shop's console says what to do first, and says nothing once the
// shop is ready. Catalogue steps link to their screens; configuration steps name the settings the operator gives.
import { Check, Circle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { SetupStep, SetupStepId, ShopSetup } from '@shared/schemas/admin';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { useShopSetup } from '../api';

const linkClass = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-strong';

function StepLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={linkClass}>
      {children}
    </Link>
  );
}

const Setting = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-cream px-1 py-0.5 text-[0.8125rem] break-all text-ink">{children}</code>
);

function stepText(id: SetupStepId, setup: ShopSetup): { title: string; body: ReactNode } {
  switch (id) {
    case 'category':
      return {
        title: 'Create a category',
        body: (
          <>
            Every product sits in one (Cleansers, Serums…). <StepLink href="/admin/categories">Categories</StepLink>
          </>
        ),
      };
    case 'product':
      return {
        title: 'Add your products',
        body: (
          <>
            Write one in the console, or bring your catalogue as a CSV file.{' '}
            <StepLink href="/admin/products/new">New product</StepLink> ·{' '}
            <StepLink href="/admin/products/import">Import a CSV</StepLink>
          </>
        ),
      };
    case 'on-sale':
      return {
        title: 'Put a product on sale',
        body: (
          <>
            A new product is a draft: customers see it once it is on sale.{' '}
            <StepLink href="/admin/products">Products</StepLink>
          </>
        ),
      };
    case 'payments':
      return {
        title: 'Say where bank transfers go',
        body:
          setup.paymentProvider === 'manual' ? (
            <>
              Customers are shown demo bank details. Set <Setting>BANK_ACCOUNT_NAME</Setting>,{' '}
              <Setting>BANK_SORT_CODE</Setting> and <Setting>BANK_ACCOUNT_NUMBER</Setting> (or{' '}
              <Setting>STRIPE_SECRET_KEY</Setting> and <Setting>STRIPE_WEBHOOK_SECRET</Setting> for card payments) in
              the server’s environment, then restart it.
            </>
          ) : (
            <>Card payments go through Stripe.</>
          ),
      };
    case 'mail':
      return {
        title: 'Connect a mail server',
        body: (
          <>
            Until <Setting>SMTP_URL</Setting> is set, mails are written to files on the server and customers receive
            none: no order confirmations, no sign-in codes.
          </>
        ),
      };
  }
}

function StepItem({ step, setup }: { step: SetupStep; setup: ShopSetup }) {
  const { title, body } = stepText(step.id, setup);
  return (
    <li className="flex gap-3 py-3">
      {step.done ? (
        <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
      ) : (
        <Circle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-muted" />
      )}
      <div className="min-w-0">
        <p className={cn('font-semibold', step.done ? 'text-muted line-through' : 'text-ink')}>
          {title}
          <span className="sr-only">{step.done ? ' (done)' : ' (to do)'}</span>
        </p>
        {!step.done && <p className="mt-0.5 text-sm text-muted">{body}</p>}
      </div>
    </li>
  );
}

/** Nothing while it loads or when the shop is ready: the page it sits on keeps its own layout. */
export function SetupChecklist() {
  const { data: setup } = useShopSetup();
  if (!setup?.showChecklist) return null;
  const done = setup.steps.filter((s) => s.done).length;
  return (
    <Card className="border-brand/30" role="region" aria-labelledby="setup-checklist-title">
      <h2 id="setup-checklist-title" className="font-display text-lg text-ink">
        Set up your shop
      </h2>
      <p className="text-sm text-muted">
        {done} of {setup.steps.length} done. Customers can buy once a product is on sale.
      </p>
      <ol className="mt-1 divide-y divide-line">
        {setup.steps.map((step) => (
          <StepItem key={step.id} step={step} setup={setup} />
        ))}
      </ol>
    </Card>
  );
}
