// What the first paint does not need: the offline notice and the service worker (decision 0612). Both arrive once
// the page has loaded and the browser is idle, so they never compete with the first visit's own requests.
import { lazy, Suspense, useEffect, useState } from 'react';
import { registerServiceWorker } from './service-worker';

const OfflineNotice = lazy(() => import('./offline-notice'));

function whenLoadedAndIdle(run: () => void): () => void {
  let cancelled = false;
  const idle = () => {
    const go = () => !cancelled && run();
    if ('requestIdleCallback' in window) window.requestIdleCallback(go, { timeout: 3000 });
    else setTimeout(go, 500);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}

export function AfterLoad() {
  const [ready, setReady] = useState(false);
  useEffect(
    () =>
      whenLoadedAndIdle(() => {
        setReady(true);
        registerServiceWorker();
      }),
    [],
  );
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <OfflineNotice />
    </Suspense>
  );
}
