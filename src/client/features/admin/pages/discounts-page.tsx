// /admin/discounts (OPERATIONS §1, COMMERCE §2 and §6, decision 0506): every discount code, newest first, with its
// worth, uses against its limit, status and days; a new one or an edit in a dialog; a switch turns a code off or on
// at once (the next quote refuses or takes it).
import { TicketPercent } from 'lucide-react';
import { isBeforeValidFrom, isPastValidUntil } from '@shared/code-rules';
import { formatShortDate } from '@shared/dates';
import type { AdminDiscountCode } from '@shared/schemas/catalogue-admin';
import { Badge, type BadgeTone } from '@client/components/ui/badge';
import { serverMessage } from '@client/lib/api';
import { notify } from '@client/lib/toast';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { ActiveSwitch } from '../components/active-switch';
import { AdminShell } from '../components/admin-shell';
import { CodeForm } from '../components/code-form';
import { ListEditor } from '../components/list-editor';
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
    <ListEditor<AdminDiscountCode>
      title="Discounts"
      intro="Codes shoppers type at checkout; a change counts at the next checkout"
      newLabel="New code"
      query={codes}
      listLabel="Discount codes"
      rowClassName="h-20"
      empty={{
        icon: <TicketPercent className="h-10 w-10" />,
        title: 'No discount codes yet',
        description: 'Make a code for a campaign, a first order or a thank-you.',
      }}
      nameOf={(c) => c.code}
      row={(c) => {
        const [label, tone] = status(c);
        return (
          <>
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
          </>
        );
      }}
      controls={(c) => (
        <ActiveSwitch checked={c.isActive} busy={toggle.isPending} onToggle={() => switchCode(c)} name={c.code} />
      )}
      editorTitle={(c) => (c ? `Edit ${c.code}` : 'New discount code')}
      editor={(c, done) => <CodeForm code={c} onDone={done} />}
      otherErrors={[toggle.error]}
    />
  );
}
