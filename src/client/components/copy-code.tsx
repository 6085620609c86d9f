// Copies a discount code (SPEC §2/§8/§9): the button reads 'Copied' for 2 seconds and the toast says so. Shared by the
// perks wallet, the Discount codes tab and the redeem dialog of the Rewards Store.
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from './ui/button';
import { notify } from '@client/lib/toast';

export const COPY_CONFIRMATION_MS = 2000;

export function CopyCodeButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      notify({
        title: 'Unable to copy',
        description: 'Please select and copy the code manually.',
        variant: 'destructive',
      });
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    notify({ title: 'Copied!', description: 'Discount code copied to clipboard' });
  }

  return (
    <Button variant={copied ? 'secondary' : 'outline'} size="sm" onClick={copy} className="min-w-28">
      {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
      {copied ? 'Copied' : 'Copy code'}
      <span className="sr-only"> {code}</span>
    </Button>
  );
}

/** The code itself, easy to read and to select by hand. */
export function CodeChip({ code }: { code: string }) {
  return (
    <span className="select-all rounded-lg border border-dashed border-brand/40 bg-brand-soft px-3 py-1.5 font-mono text-sm font-semibold tracking-wider text-brand">
      {code}
    </span>
  );
}
