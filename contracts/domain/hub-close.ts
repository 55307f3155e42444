/**
 * The hub's close reason for a connection whose login session ended (logout elsewhere, "end this session", password
 * change, absolute lifetime; docs/realtime.md "Hub tickets"). The server sends it in the SignalR Close message with
 * allowReconnect false; the site recognises it to ask at once whether its own session is still alive.
 */
export const SESSION_ENDED_CLOSE = 'Session ended.';

/** Whether a SignalR close error (the client prefixes the server's text) is the session-ended close. */
export function isSessionEndedClose(error: Error | undefined): boolean {
  return error?.message.endsWith(SESSION_ENDED_CLOSE) ?? false;
}
