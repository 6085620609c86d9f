// One way to tell the user something (SPEC §9: one toast at a time, 5 s by default). A new toast replaces the
// one on screen instead of queueing behind it. Sonner is loaded with the first toast (lib/toaster.tsx); toasts
// keep their order because every call waits on the same module promise.
import { loadSonner, requestToaster } from './toaster';

export type Notice = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** One button in the toast, e.g. 'View order', or 'Sign in' after 'Please log in'. */
  action?: { label: string; onClick: () => void };
};

export function notify({ title, description, variant = 'default', action }: Notice) {
  requestToaster();
  void loadSonner().then(({ toast }) => {
    toast.dismiss();
    if (variant === 'destructive') toast.error(title, { description, action });
    else toast(title, { description, action });
  });
}
