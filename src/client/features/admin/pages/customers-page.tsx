// /admin/customers (OPERATIONS §3, decision 0520): every member, newest first, 25 a page; search by email or name as
// one types (debounced), the search and the page kept in the address so a link or Back returns to the same list.
// Each opens the customer's page.
import { Search, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { formatShortDate } from '@shared/dates';
import { CUSTOMERS_PAGE_SIZE } from '@shared/schemas/customers';
import { Card } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { Input } from '@client/components/ui/field';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AdminShell, useSignedOutRedirect } from '../components/admin-shell';
import { ListState } from '../components/list-state';
import { Pager } from '../components/pager';
import { customersUrl, useCustomers } from '../customers-api';
import { may } from '../staff-nav';
import { useStaffMe } from '../api';

const DEBOUNCE_MS = 300;

export default function CustomersPage() {
  useDocumentTitle('Customers');
  return (
    <AdminShell>
      <Customers />
    </AdminShell>
  );
}

/** The list's search and page as the address holds them. */
function useListAddress() {
  const params = new URLSearchParams(useSearch());
  const q = params.get('q') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const [, navigate] = useLocation();
  const go = (next: { q: string; page: number }) =>
    navigate(customersUrl(next).replace('/api/admin/customers', '/admin/customers'), { replace: true });
  return { q, page, go };
}

function Customers() {
  const { q, page, go } = useListAddress();
  const [text, setText] = useState(q);
  const me = useStaffMe();
  const customers = useCustomers({ q, page });
  useSignedOutRedirect(customers.error);

  // Typing searches once the typing pauses; the address follows (replace: Back leaves the list, not each letter).
  useEffect(() => {
    if (text.trim() === q.trim()) return;
    const timer = setTimeout(() => go({ q: text, page: 1 }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `go` is a new function each render; q and text decide
  }, [text, q]);

  const total = customers.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE));

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-2xl text-ink">Customers</h1>
          <p className="text-sm text-muted">Look a customer up, see their orders and points, adjust points</p>
        </div>
        {may(me.data, 'quiz.read') && (
          <Link href="/admin/quiz-submissions" className="text-sm font-medium text-brand underline">
            Quiz submissions
          </Link>
        )}
      </header>

      <form role="search" aria-label="Customers" onSubmit={(e) => (e.preventDefault(), go({ q: text, page: 1 }))}>
        <label htmlFor="customer-search" className="mb-1.5 block text-sm font-medium text-ink">
          Search by email or name
        </label>
        <div className="relative max-w-xl">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
          />
          <Input
            id="customer-search"
            type="search"
            value={text}
            maxLength={100}
            placeholder="ada@example.com or Ada Lovelace"
            className="pl-9"
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      </form>

      <ListState query={customers} title="Customers" rowClassName="h-16">
        {(data) =>
          data.total === 0 ? (
            <Card>
              <EmptyState
                icon={<Users className="h-10 w-10" />}
                title="No customers found"
                description={q ? 'Try part of their email address or name.' : 'Customers appear here once they join.'}
              />
            </Card>
          ) : (
            <>
              <p className="text-sm text-muted" aria-live="polite">
                {total} {total === 1 ? 'customer' : 'customers'}
                {customers.isFetching && <span className="sr-only"> (updating)</span>}
              </p>
              <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
                {data.customers.map((c) => (
                  <li key={c.id}>
                    <Link
                      href={`/admin/customers/${c.id}`}
                      className="grid gap-1 px-4 py-3 hover:bg-sand focus-visible:outline-2 focus-visible:outline-brand sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-center sm:gap-4"
                    >
                      <span className="min-w-0">
                        <span className="block font-semibold text-ink">
                          {`${c.firstName} ${c.lastName}`.trim() || c.email}
                        </span>
                        <span className="block truncate text-sm text-muted">{c.email}</span>
                      </span>
                      <span className="text-sm text-muted">
                        {c.orders} {c.orders === 1 ? 'order' : 'orders'} · {c.rewardPoints} points
                      </span>
                      <span className="text-xs text-muted">Joined {formatShortDate(c.createdAt)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
              {pages > 1 && <Pager page={page} pages={pages} onPage={(p) => go({ q, page: p })} />}
            </>
          )
        }
      </ListState>
    </div>
  );
}
