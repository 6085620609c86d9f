import { useCallback, useState } from 'react';
import { readStored, writeStored } from '@client/lib/storage';

/** Where the applied code is kept across reloads, per member (decision 0220); removed with the code or the order. */
const codeKey = (userId: string) => `skincircle.discountCode.${userId}`;

/**
 * The applied discount code, kept across reloads for this member. A kept code is quoted again on load; if it is
 * no longer usable it is dropped and `dropped` says which and why.
 */
export function useAppliedCode(userId: string) {
  const [code, setCode] = useState(() => {
    const kept = readStored<unknown>(codeKey(userId));
    return typeof kept === 'string' ? kept.slice(0, 40) : '';
  });
  const [restored, setRestored] = useState(code !== '');
  const [dropped, setDropped] = useState<{ code: string; reason: string } | null>(null);
  const keep = useCallback(
    (next: string) => {
      setCode(next);
      setRestored(false);
      writeStored(codeKey(userId), next || null);
    },
    [userId],
  );
  const apply = useCallback(
    (next: string) => {
      keep(next);
      setDropped(null);
    },
    [keep],
  );
  const drop = useCallback(
    (reason: string) => {
      setDropped({ code, reason });
      keep('');
    },
    [code, keep],
  );
  const settled = useCallback(() => setRestored(false), []);
  return { code, restored, dropped, apply, drop, settled };
}
