import { useCallback, useEffect, useState } from 'react';

/** Spec §2, §9: the resend countdown runs 60 s. */
export const RESEND_COUNTDOWN_S = 60;

/**
 * A countdown in whole seconds (docs/product.md §4 Phone dialog pages): `start()` runs it from `from` down to 0, while
 * `running` is true (resending is disabled); at 0 it stops and resets to `from`.
 */
export function useCountdown(from = RESEND_COUNTDOWN_S) {
  const [seconds, setSeconds] = useState(from);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      setSeconds((s) => {
        if (s > 1) return s - 1;
        setRunning(false);
        return from;
      });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running, from]);
  const start = useCallback(() => {
    setSeconds(from);
    setRunning(true);
  }, [from]);
  return { seconds, running, start };
}
