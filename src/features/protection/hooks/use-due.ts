import { useEffect, useState } from 'react';
import { msUntil } from '@site/features/protection/time';

/** setTimeout's ceiling (ms); a longer wait re-arms instead of firing at once. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * True once the server moment `dueAt` (ISO UTC) has come on the server-corrected clock (`offsetMs` added to the
 * browser's time), false again for a new moment or a new `round` (the reality check: "scheduled from nextDueAt,
 * skew corrected"). The caller bumps `round` after an acknowledgement, so the next check is planned afresh even when
 * the server's next moment happens to read the same. A moment already past is due at once. One timer, no polling.
 */
export function useDue(dueAt: string | null | undefined, offsetMs: number, round = 0): boolean {
  const [fired, setFired] = useState<string | null>(null);
  const key = `${round}|${dueAt ?? ''}`;
  const [rearm, setRearm] = useState(0);
  useEffect(() => {
    if (!dueAt) return;
    const wait = msUntil(dueAt, offsetMs);
    if (wait === null) return;
    const timer = setTimeout(
      () => {
        const left = msUntil(dueAt, offsetMs);
        if (left !== null && left > 0) setRearm((n) => n + 1);
        else setFired(key);
      },
      Math.min(Math.max(0, wait), MAX_TIMEOUT_MS),
    );
    return () => clearTimeout(timer);
  }, [dueAt, offsetMs, rearm, key]);
  return Boolean(dueAt) && fired === key;
}
