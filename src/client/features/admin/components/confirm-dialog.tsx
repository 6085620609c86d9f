// Asks before an irreversible step (Radix AlertDialog): says what will happen, opens on "Go back" (the safe
// choice, so a stray Enter changes nothing), Escape goes back. It stays open while the step runs; afterwards focus
// goes back to the control that opened it when that is still there, else where the page says (its heading).
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClass } from '@client/components/ui/button';
import { useReturnFocus } from '@client/hooks/use-return-focus';
import type { Confirmation } from '../fulfilment';

export function ConfirmDialog({
  confirmation,
  pending,
  onConfirm,
  onCancel,
  fallbackFocus,
  children,
}: {
  /** The question; null when closed. */
  confirmation: Confirmation | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the control that opened the dialog is gone or disabled after the step. */
  fallbackFocus: () => HTMLElement | null;
  /** Fields that go with the step (a payment's note and message to the customer). */
  children?: ReactNode;
}) {
  const returnFocus = useReturnFocus(confirmation !== null, fallbackFocus);
  return (
    <AlertDialog.Root
      open={confirmation !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <AlertDialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 max-h-[90dvh] overflow-y-auto -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl focus:outline-none"
          onCloseAutoFocus={returnFocus}
        >
          {confirmation && (
            <>
              <AlertDialog.Title className="text-lg font-semibold text-ink">{confirmation.title}</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm text-ink">
                {confirmation.description}
              </AlertDialog.Description>
              {children && <div className="mt-4">{children}</div>}
              <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <AlertDialog.Cancel className={buttonClass('outline', 'md')} disabled={pending}>
                  Go back
                </AlertDialog.Cancel>
                {/* Not AlertDialog.Action: that closes at once; this stays open (and busy) until the step is done. */}
                <button
                  type="button"
                  className={buttonClass(confirmation.destructive ? 'destructive' : 'primary', 'md')}
                  disabled={pending}
                  aria-busy={pending || undefined}
                  onClick={onConfirm}
                >
                  {pending ? 'Working…' : confirmation.action}
                </button>
              </div>
            </>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
