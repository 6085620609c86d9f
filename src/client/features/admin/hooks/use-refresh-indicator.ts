import { useEffect, useRef, useState } from 'react';
import { AUTO_INDICATOR_MS, MANUAL_INDICATOR_MS } from '../figures';

/** SPEC §4: the refresh indicator shows 1 s when auto-refresh lands and 0.5 s after a manual refresh. */
export function useRefreshIndicator(dataUpdatedAt: number) {
  const [visible, setVisible] = useState(false);
  const manual = useRef(false);
  /** The data stamp a manual refresh produced: when its render lands, it is not an auto-refresh. */
  const manualStamp = useRef(0);
  const first = useRef(dataUpdatedAt);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = (ms: number) => {
    clearTimeout(timer.current);
    setVisible(true);
    if (ms > 0) timer.current = setTimeout(() => setVisible(false), ms);
  };

  useEffect(() => {
    if (dataUpdatedAt === 0 || first.current === dataUpdatedAt || first.current === 0) {
      first.current = dataUpdatedAt;
      return;
    }
    if (!manual.current && manualStamp.current !== dataUpdatedAt) show(AUTO_INDICATOR_MS);
  }, [dataUpdatedAt]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    visible,
    async manualRefresh(run: () => Promise<{ dataUpdatedAt: number }>) {
      manual.current = true;
      show(0);
      try {
        manualStamp.current = (await run()).dataUpdatedAt;
      } finally {
        manual.current = false;
        show(MANUAL_INDICATOR_MS);
      }
    },
  };
}
