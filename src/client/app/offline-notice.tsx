// The notice shown while the shop has no connection (decision 0612): the browser says it is offline, or the
// service worker had to answer a catalogue read from its cache. Pages keep working from what was saved.
// A pill floating above the bottom navigation rather than a bar in the page flow: appearing never moves content.
import { WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

export const OFFLINE_TEXT = "You're offline — showing saved products";

function useOffline(): boolean {
  const [browserOffline, setBrowserOffline] = useState(() => navigator.onLine === false);
  const [servedFromCache, setServedFromCache] = useState(false);
  /** When the browser last said it was back online (ms). */
  const backOnline = useRef(0);

  useEffect(() => {
    const offline = () => setBrowserOffline(true);
    const online = () => {
      backOnline.current = Date.now();
      setBrowserOffline(false);
      setServedFromCache(false);
    };
    const fromWorker = (event: MessageEvent) => {
      const data = event.data as { type?: string; offline?: boolean; at?: number } | undefined;
      if (data?.type !== 'sc-network') return;
      // A read asked for before the connection came back can report its failure after the 'online' event: that is
      // old news, and would otherwise keep the notice up until the next catalogue read.
      if (data.offline && typeof data.at === 'number' && data.at < backOnline.current) return;
      setServedFromCache(Boolean(data.offline));
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, []);

  return browserOffline || servedFromCache;
}

export default function OfflineNotice() {
  const offline = useOffline();
  // The live region stays mounted, so screen readers announce the notice when it appears.
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-20 z-30 flex justify-center px-4">
      {offline && (
        <p className="flex items-center gap-2 rounded-full bg-ink px-4 py-2 text-sm font-medium text-white shadow-lg">
          <WifiOff aria-hidden="true" className="h-4 w-4 shrink-0" />
          {OFFLINE_TEXT}
        </p>
      )}
    </div>
  );
}
