// Accessible modal dialog (Radix): focus trapped, and on closing given back to the control that opened it (else to
// `fallbackFocus`), Escape closes, title announced.
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useReturnFocus } from '@client/hooks/use-return-focus';
import { cn } from '@client/lib/cn';

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  fallbackFocus,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Where focus goes on closing when the control that opened the dialog is gone (the page's heading). */
  fallbackFocus?: () => HTMLElement | null;
}) {
  const returnFocus = useReturnFocus(open, fallbackFocus);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <RadixDialog.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-[40rem] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none',
            className,
          )}
          aria-describedby={description ? undefined : undefined}
          onCloseAutoFocus={returnFocus}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="text-lg font-semibold text-ink">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="text-sm text-muted">{description}</RadixDialog.Description>
              ) : (
                <RadixDialog.Description className="sr-only">
                  {typeof title === 'string' ? title : 'Dialog'}
                </RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close aria-label="Close dialog" className="rounded-full p-2 text-muted hover:bg-sand">
              <X aria-hidden="true" className="h-4 w-4" />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
