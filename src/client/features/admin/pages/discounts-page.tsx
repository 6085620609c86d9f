// /admin/discounts (OPERATIONS §1, COMMERCE §2 and §6, decision 0506): every discount code, newest first, with its
// worth, uses against its limit, status and days; a new one or an edit in a dialog; a switch turns a code off or on
// at once (the next quote refuses or takes it).
import { Pencil, Plus, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { isBeforeValidFrom, isPastValidUntil } from '@shared/code-rules';
import { formatShortDate } from '@shared/dates';
import type { AdminDiscountCode } from '@shared/schemas/catalogue-admin';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Dialog } from '@client/components/ui/dialog';
import { EmptyState } from '@client/components/ui/empty-state';
import { serverMessage } from '@client/lib/api';
import { cn } from '@client/lib/cn';
import { notify } from '@client/lib/toast';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AdminShell, useSignedOutRedirect } from '../components/admin-shell';
import { CodeForm } from '../components/code-form';
import { ListState } from '../components/list-state';
import { codeWorth } from '../catalogue-forms';
import { useDiscountCodes, useUpdateCode } from '../catalogue-api';

export default function DiscountsPage() {
  useDocumentTitle('Discounts');
  return (
    <AdminShell>
      <Discounts />
    </AdminShell>
  );
}

/** Off, not started yet, expired, used up or active: what a shopper typing it now would meet. */
function status(c: AdminDiscountCode): [string, BadgeTone] {
  const noon = (day: string) => `${day}T12:00:00Z`;
  if (!c.isActive) return ['Off', 'grey'];
  if (c.validFrom && isBeforeValidFrom(noon(c.validFrom))) return ['Scheduled', 'blue'];
  if (c.validUntil && isPastValidUntil(noon(c.validUntil))) return ['Expired', 'yellow'];
  if (c.maxUses !== null && c.currentUses >= c.maxUses) return ['Used up', 'yellow'];
  return ['Active', 'green'];
}

const day = (d: string) => formatShortDate(`${d}T12:00:00Z`);

function validity(c: AdminDiscountCode): string {
  if (c.validFrom && c.validUntil) return `${day(c.validFrom)} to ${day(c.validUntil)}`;
  if (c.validFrom) return `From ${day(c.validFrom)}`;
  if (c.validUntil) return `Until ${day(c.validUntil)}`;
  return 'No end date';
}

function Discounts() {
  const codes = useDiscountCodes();
  const toggle = useUpdateCode();
  useSignedOutRedirect(codes.error, toggle.error);
  const [editing, setEditing] = useState<{ code: AdminDiscountCode | null } | null>(null);

  const switchCode = (c: AdminDiscountCode) =>
    toggle.mutate(
      { code: c.code, isActive: !c.isActive },
      {
        onSuccess: (saved) =>
          notify({
            title: `${saved.code} ${saved.isActive ? 'switched on' : 'switched off'}`,
            description: saved.isActive ? 'Shoppers can use it again.' : 'The next checkout refuses it.',
          }),
        onError: (error) =>
          notify({
            title: `${c.code} could not be changed`,
            description: serverMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-2xl text-ink">Discounts</h1>
          <p className="text-sm text-muted">Codes shoppers type at checkout; a change counts at the next checkout</p>
        </div>
        <Button onClick={() => setEditing({ code: null })}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          New code
        </Button>
      </header>
      <ListState query={codes} title="Discount codes" rowClassName="h-20">
        {(rows) =>
          rows.length === 0 ? (
            <Card>
              <EmptyState
                icon={<TicketPercent className="h-10 w-10" />}
                title="No discount codes yet"
                description="Make a code for a campaign, a first order or a thank-you."
              />
            </Card>
          ) : (
            <ul aria-label="Discount codes" className="divide-y divide-line rounded-2xl border border-line bg-white">
              {rows.map((c) => {
                const [label, tone] = status(c);
                return (
                  <li key={c.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 md:px-4">
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="font-mono font-semibold text-ink">{c.code}</span>
                        <Badge tone={tone}>{label}</Badge>
                        {c.inWallet && <Badge tone="purple">In the wallet</Badge>}
                      </div>
                      <p className="text-sm text-ink">
                        {codeWorth(c)}
                        {c.terms.length > 0 ? ` · ${c.terms.join(' · ')}` : ''}
                      </p>
                      <p className="text-xs text-muted">
                        Used {c.currentUses} / {c.maxUses ?? 'no limit'} · {validity(c)}
                      </p>
                    </div>
                    <div className="flex shrink-0 items-center gap-2">
                      <button
                        type="button"
                        role="switch"
                        aria-checked={c.isActive}
                        // Not disabled while saving: a disabled button drops the keyboard's focus.
                        aria-disabled={toggle.isPending || undefined}
                        onClick={() => !toggle.isPending && switchCode(c)}
                        className="flex h-9 items-center gap-2 rounded-full px-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand aria-disabled:opacity-50"
                      >
                        <span
                          aria-hidden="true"
                          className={cn(
                            'relative h-5 w-9 rounded-full transition-colors',
                            c.isActive ? 'bg-brand' : 'bg-line',
                          )}
                        >
                          <span
                            className={cn(
                              'absolute top-0.5 h-4 w-4 rounded-full bg-white transition-all',
                              c.isActive ? 'left-[1.125rem]' : 'left-0.5',
                            )}
                          />
                        </span>
                        Active<span className="sr-only"> {c.code}</span>
                      </button>
                      <Button size="sm" variant="outline" onClick={() => setEditing({ code: c })}>
                        <Pencil aria-hidden="true" className="h-4 w-4" />
                        Edit<span className="sr-only"> {c.code}</span>
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )
        }
      </ListState>

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.code ? `Edit ${editing.code.code}` : 'New discount code'}
      >
        {editing && <CodeForm key={editing.code?.id ?? 'new'} code={editing.code} onDone={() => setEditing(null)} />}
      </Dialog>
    </div>
  );
}
