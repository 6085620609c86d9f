// Sonner (about 9 kB gz) arrives with the first toast rather than with the first page: most visits never show
// one, and it kept the storefront's first load over its budget (decision 0611). `notify` asks for the Toaster;
// a toast raised before it has mounted is replayed by sonner when the Toaster subscribes.
import { lazy, Suspense, useSyncExternalStore, type ComponentProps } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';

let sonner: Promise<typeof import('sonner')> | undefined;
/** The sonner module, loaded once. */
export const loadSonner = () => (sonner ??= import('sonner'));

let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the Toaster (once) — called by `notify` before it raises a toast. */
export function requestToaster() {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** Sonner's Toaster, rendered only once a toast has been asked for. */
export function LazyToaster(props: ComponentProps<typeof SonnerToaster>) {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
