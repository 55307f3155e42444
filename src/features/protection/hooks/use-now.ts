import { useEffect, useState } from 'react';

/**
 * The browser's Date.now() in ms, re-read every `everyMs` while `active` (live countdowns and the session clock).
 * Timers run through setInterval, so tests drive it with fake timers.
 */
export function useNow(everyMs = 1000, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, active]);
  return now;
}
