import { getLanguage } from './locale';
/*
 * Every tab of the browser ends with the session (docs/protection-enforcement.md). A tab that logs out because the server ended the
 * session (a 401, a time-out or exclusion it confirmed) tells the others on a BroadcastChannel with the message to
 * show; a tab whose stored auth disappears (the `storage` event of the shared local storage, e.g. a logout in another
 * tab, or a browser without BroadcastChannel) ends too. Either way the other tab stops showing balance and limits at
 * once, without waiting for its next server call.
 */

const CHANNEL = 'session-end';
const AUTH_KEY = 'auth';

/** Tells the other tabs that the session ended, with the notice to show (null = the plain "session expired"). */
export function announceSessionEnd(message: string | null): void {
  try {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage({ type: 'ended', message: typeof message === 'string' ? message.slice(0, 500) : null });
    channel.close();
  } catch {
    // no BroadcastChannel: the storage event still reaches the other tabs
  }
}

/**
 * Calls `handler` when the session ended in another tab: a BroadcastChannel notice (with its message) or the stored
 * auth being removed. Returns the unsubscribe function.
 */
export function onSessionEndElsewhere(handler: (message: string | null) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null = localStorage.clear() in the other tab (the logout keeps only the language and the fingerprint).
    if ((event.key === AUTH_KEY || event.key === null) && !localStorage.getItem(AUTH_KEY)) handler(null);
  };
  window.addEventListener('storage', onStorage);
  let channel: BroadcastChannel | null = null;
  try {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<{ type?: string; message?: unknown }>) => {
      if (event.data?.type !== 'ended') return;
      handler(typeof event.data.message === 'string' ? event.data.message.slice(0, 500) : null);
    };
  } catch {
    channel = null;
  }
  return () => {
    window.removeEventListener('storage', onStorage);
    channel?.close();
  };
}

/**
 * Asks the server why the session of `token` ended (the stored auth vanished in another tab): the 401 of a protected
 * call carries the message when a protection rule ended it (docs/protection-enforcement.md: {reason, until}). Null when it did not say
 * (an ordinary logout), when the token still works, or on a network error.
 */
export async function endingMessage(token: string): Promise<string | null> {
  try {
    const response = await fetch(new URL('api/user/balance', document.baseURI), {
      headers: { accept: 'application/json', authorization: `Bearer ${token}`, 'x-locale': getLanguage() },
    });
    if (response.status !== 401) return null;
    const body = (await response.json()) as { message?: unknown; data?: { reason?: unknown } | null };
    const reason = body.data?.reason;
    return (reason === 'sessionLimit' || reason === 'exclusion') && typeof body.message === 'string' ? body.message.slice(0, 500) : null;
  } catch {
    return null;
  }
}
