// Where focus goes when a dialog closes. Radix sends it back to a Trigger, and ours have none (the page opens
// them itself): without this, focus fell to <body> and a keyboard user started again from the top of the page.
import { useRef } from 'react';

/**
 * Remembers the control that had focus when `open` became true and returns the dialog's `onCloseAutoFocus`: focus
 * goes back to that control while it is still there (connected, enabled, shown), else to `fallback()`.
 */
export function useReturnFocus(open: boolean, fallback?: () => HTMLElement | null) {
  // Read at the render that opens the dialog: afterwards focus is inside it.
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  wasOpen.current = open;
  return (event: Event) => {
    event.preventDefault();
    const el = opener.current;
    const stillThere = !!el && el.isConnected && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0;
    (stillThere ? el : fallback?.())?.focus();
  };
}
