// /console, the console's home (OPERATIONS §6, decisions 0521–0523): the shop's sales for a chosen period — revenue,
// orders, average order value, new and returning customers, refunds, a chart by day and the top products — with
// today's orders to pay, pack and ship one click away, and the Penny AI figures a link away. Staff land here after
// signing in when they may read the sales; the others land on their first screen as before.
import { Bot, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatPrice } from '@shared/money';
import { SALES_MAX_DAYS } from '@shared/schemas/sales';
import { buttonClass } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Input } from '@client/components/ui/field';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useStaffMe } from '../api';
import { AdminShell, useSignedOutRedirect } from '../components/admin-shell';
import { SalesChart } from '../components/sales-chart';
import { SetupChecklist } from '../components/setup-checklist';
import { StatCard } from '../components/stat-card';
import { useOrderCount, useSales } from '../customers-api';
import { addDays, PERIODS, presetPeriod, ukToday, type Period, type PeriodKey } from '../sales-period';
import { may } from '../staff-nav';

export default function HomePage() {
  useDocumentTitle('Home');
  return (
    <AdminShell>
      <div className="space-y-5">
        <SetupChecklist />
        <Home />
      </div>
    </AdminShell>
  );
}

function Home() {
  const me = useStaffMe();
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-2xl text-ink">Home</h1>
          <p className="text-sm text-muted">The shop at a glance</p>
        </div>
        {may(me.data, 'assistant.read') && (
          <Link href="/console/dashboard" className={buttonClass('outline', 'sm')}>
            <Bot aria-hidden="true" className="h-4 w-4" />
            Penny AI figures
          </Link>
        )}
      </header>
      {may(me.data, 'orders.read') && <OrdersToDo />}
      <Sales />
    </div>
  );
}

/** Orders waiting on the shop, each a link to the Orders list filtered to them. */
const QUEUES = [
  { label: 'To pay', note: 'Awaiting payment', query: 'status=pending&payment=unpaid' },
  { label: 'To pack', note: 'Paid, not yet started', query: 'status=pending&payment=paid' },
  { label: 'To ship', note: 'Being packed', query: 'status=processing' },
] as const;

function OrdersToDo() {
  return (
    <section aria-labelledby="todo-heading" className="space-y-2">
      <h2 id="todo-heading" className="font-semibold text-ink">
        Orders to do
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {QUEUES.map((q) => (
          <OrderQueue key={q.label} {...q} />
        ))}
      </ul>
    </section>
  );
}

function OrderQueue({ label, note, query }: { label: string; note: string; query: string }) {
  const count = useOrderCount(query, true);
  return (
    <li>
      <Link
        href={`/admin/orders?${query}`}
        className="flex items-center justify-between gap-3 rounded-2xl border border-line bg-white p-3.5 hover:bg-sand focus-visible:outline-2 focus-visible:outline-brand"
      >
        <span>
          <span className="block font-semibold text-ink">
            {label}: <span className="tabular-nums">{count.data ?? '…'}</span>
          </span>
          <span className="block text-xs text-muted">{note}</span>
        </span>
        <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
      </Link>
    </li>
  );
}

function Sales() {
  const today = ukToday();
  const [key, setKey] = useState<PeriodKey>('7d');
  const [custom, setCustom] = useState<Period>({ from: addDays(today, -13), to: today });
  const customProblem =
    !custom.from || !custom.to
      ? 'Choose both days.'
      : custom.from > custom.to
        ? 'The first day must not be after the last.'
        : custom.from < addDays(custom.to, -(SALES_MAX_DAYS - 1))
          ? `At most ${SALES_MAX_DAYS} days at once.`
          : null;
  const period = key === 'custom' ? custom : presetPeriod(key, today);
  const sales = useSales(period);
  useSignedOutRedirect(sales.error);
  const figures = sales.data;

  return (
    <section aria-labelledby="sales-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="sales-heading" className="font-semibold text-ink">
          Sales
        </h2>
        <div role="group" aria-label="Period" className="flex flex-wrap gap-1">
          {PERIODS.map(([k, label]) => (
            <button
              key={k}
              type="button"
              aria-pressed={key === k}
              onClick={() => setKey(k)}
              className={cn(
                'rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand',
                key === k ? 'border-brand bg-brand text-white' : 'border-line bg-white text-ink hover:bg-sand',
              )}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      {key === 'custom' && (
        <div className="flex flex-wrap items-end gap-3">
          <label className="space-y-1 text-sm font-medium text-ink">
            <span className="block">From</span>
            <Input
              type="date"
              value={custom.from}
              max={today}
              onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
            />
          </label>
          <label className="space-y-1 text-sm font-medium text-ink">
            <span className="block">To</span>
            <Input
              type="date"
              value={custom.to}
              max={today}
              onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))}
            />
          </label>
          {customProblem && (
            <p role="alert" className="text-sm text-danger">
              {customProblem}
            </p>
          )}
        </div>
      )}
      {key === 'custom' && customProblem ? null : !figures ? (
        sales.isError ? (
          <Card role="alert" className="text-center">
            <p className="font-semibold">The sales figures could not be loaded.</p>
            <button
              type="button"
              className={cn(buttonClass('outline', 'sm'), 'mt-3')}
              onClick={() => void sales.refetch()}
            >
              Try again
            </button>
          </Card>
        ) : (
          <div role="status" aria-label="Loading sales" className="grid gap-3 sm:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-[6.5rem] w-full" />
            ))}
          </div>
        )
      ) : (
        <div className="space-y-4" aria-busy={sales.isFetching || undefined}>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-6">
            <StatCard label="Revenue" value={formatPrice(figures.revenue)} note="Paid orders less refunds" />
            <StatCard label="Orders" value={figures.orders} note="Paid" />
            <StatCard label="Average order" value={formatPrice(figures.averageOrderValue)} />
            <StatCard label="Refunds" value={formatPrice(figures.refunds)} note="On these orders" />
            <StatCard label="New customers" value={figures.newCustomers} note="First paid order" />
            <StatCard label="Returning" value={figures.returningCustomers} note="Bought before" />
          </div>
          <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <SalesChart days={figures.byDay} />
            <Card>
              <h2 className="font-semibold text-ink">Top products</h2>
              {figures.topProducts.length === 0 ? (
                <p className="mt-2 text-sm text-muted">Nothing sold in this period.</p>
              ) : (
                <table className="mt-2 w-full text-sm">
                  <thead>
                    <tr className="text-left text-xs uppercase tracking-wide text-muted">
                      <th scope="col" className="py-1 font-medium">
                        Product
                      </th>
                      <th scope="col" className="py-1 text-right font-medium">
                        Units
                      </th>
                      <th scope="col" className="py-1 text-right font-medium">
                        Revenue
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {figures.topProducts.map((p) => (
                      <tr key={p.productId} className="border-t border-line">
                        <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                          <Link href={`/admin/products/${p.productId}`} className="text-brand underline">
                            {p.name}
                          </Link>
                        </th>
                        <td className="py-1.5 text-right tabular-nums">{p.units}</td>
                        <td className="py-1.5 text-right tabular-nums">{formatPrice(p.revenue)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </Card>
          </div>
        </div>
      )}
    </section>
  );
}
