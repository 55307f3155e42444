/**
 * The hub's close reason for a connection whose login session ended (logout elsewhere, "end this session", password
 * change, absolute lifetime; docs/realtime.md "Hub tickets"). The server sends it in the SignalR Close message with
 * allowReconnect false (docs/realtime.md "One path for a session ended").
 */
export const SESSION_ENDED_CLOSE = 'Session ended.';

