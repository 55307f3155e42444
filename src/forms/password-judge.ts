import { useEffect, useSyncExternalStore } from 'react';
import { loadPasswordJudge, type PasswordJudge } from '@contracts/domain/password-strength';

/**
 * The common-password rule on the site (contracts/domain/password-strength.ts; docs/security.md "Common passwords").
 * Its dictionaries are a chunk of their own, fetched only when a form that takes a new password mounts its
 * `newPassword` widget (useLoadPasswordJudge), never with the initial bundle. Until the chunk is there (or when it cannot
 * be fetched) the form checks everything else and the server, which applies the same rule, refuses a common password.
 */

let judge: PasswordJudge | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => judge;

/** Starts fetching the dictionaries (once per page); the forms re-validate when they arrive. */
export function requestPasswordJudge(): void {
  if (judge) return;
  loadPasswordJudge().then(
    (loaded) => {
      if (judge) return;
      // One remembered answer: the form's check and the widget's hint ask about the same value on each keystroke.
      let last: { password: string; verdict: ReturnType<PasswordJudge> } | null = null;
      judge = (password) => {
        if (last?.password !== password) last = { password, verdict: loaded(password) };
        return last.verdict;
      };
      for (const listener of listeners) listener();
    },
    // Offline or a failed chunk: no hint and no check on the site; the server still refuses (a later mount retries).
    () => undefined,
  );
}

/** The loaded judge, or null while its chunk is not there; re-renders when it arrives. Fetches nothing. */
export function usePasswordJudge(): PasswordJudge | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/** usePasswordJudge that also starts the fetch when the component mounts (the `newPassword` widget). */
export function useLoadPasswordJudge(): PasswordJudge | null {
  useEffect(requestPasswordJudge, []);
  return usePasswordJudge();
}
