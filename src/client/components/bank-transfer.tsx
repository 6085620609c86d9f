// How to pay an unpaid manual order by bank transfer (COMMERCE §6, decision 0208): the shop's account, the order
// number as the reference, the amount and the time it must arrive by. Shown on the order confirmation screen
// (with copy buttons) and in the profile's and account's order cards.
import { formatLongDate, formatTime } from '@shared/dates';
import { formatPrice } from '@shared/money';
import type { PaymentInstructions } from '@shared/schemas/orders';
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { notify } from '@client/lib/toast';
import { Button } from './ui/button';

export const COPY_CONFIRMATION_MS = 2000;

/** '05 March 2026 at 09:00' (UK time), as the confirmation mail writes it. */
export function payByLabel(iso: string): string {
  return `${formatLongDate(iso)} at ${formatTime(iso)}`;
}

/** The bank details as a list of label and value; with `copyable` the sort code, account and reference get Copy. */
export function BankTransferDetails({
  instructions,
  copyable = false,
}: {
  instructions: PaymentInstructions;
  copyable?: boolean;
}) {
  const rows: Array<{ label: string; value: string; copy?: string; mono?: boolean }> = [
    { label: 'Account name', value: instructions.accountName },
    { label: 'Sort code', value: instructions.sortCode, copy: instructions.sortCode.replace(/-/g, ''), mono: true },
    { label: 'Account number', value: instructions.accountNumber, copy: instructions.accountNumber, mono: true },
    { label: 'Reference', value: instructions.reference, copy: instructions.reference, mono: true },
    { label: 'Amount', value: formatPrice(instructions.amount) },
    { label: 'Pay by', value: payByLabel(instructions.payBy) },
  ];
  return (
    <div role="group" aria-label="Bank transfer details">
      <dl className="divide-y divide-line/70">
        {rows.map((row) =>
          copyable && row.copy ? (
            // Label above, the value and its Copy button below: room for both on a 390 px phone.
            <div key={row.label} className="py-2">
              <dt className="text-xs font-medium uppercase tracking-wide text-muted">{row.label}</dt>
              <dd className="mt-0.5 flex items-center justify-between gap-3">
                <span className="select-all font-mono text-lg font-semibold tracking-wider text-ink">{row.value}</span>
                <CopyValueButton label={row.label} value={row.copy} />
              </dd>
            </div>
          ) : (
            <div key={row.label} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 py-2">
              <dt className="text-xs font-medium uppercase tracking-wide text-muted">{row.label}</dt>
              <dd
                className={
                  row.mono
                    ? 'select-all font-mono text-base font-semibold tracking-wider text-ink'
                    : 'text-right text-sm font-semibold text-ink'
                }
              >
                {row.value}
              </dd>
            </div>
          ),
        )}
      </dl>
    </div>
  );
}

/** Copies one bank detail: the button reads 'Copied' for 2 seconds and the toast names what was copied. */
function CopyValueButton({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      notify({
        title: 'Unable to copy',
        description: `Please select and copy the ${label.toLowerCase()} manually.`,
        variant: 'destructive',
      });
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    notify({ title: 'Copied!', description: `${label} copied to clipboard` });
  }

  return (
    <Button variant={copied ? 'secondary' : 'outline'} size="sm" onClick={copy} className="h-9 min-w-22 px-2.5">
      {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
      {copied ? 'Copied' : 'Copy'}
      <span className="sr-only"> {label.toLowerCase()}</span>
    </Button>
  );
}
