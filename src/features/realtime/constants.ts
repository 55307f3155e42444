/*
 * Real-time constants (docs/product.md §8, §9). Kept apart from hub-client.ts so the always-loaded code can use them without
 * pulling the SignalR client into the first chunk.
 */

/** Automatic reconnect delays in ms (docs/product.md §9: 0, 2, 10, 30 s, then stop). Also used to retry a failed first start. */
export const RECONNECT_DELAYS_MS = [0, 2000, 10000, 30000] as const;
/** Spec §9: the connection closes after 30 s without any message from the server. */
export const SERVER_TIMEOUT_MS = 30_000;
/** Spec §9: the client pings every 15 s. */
export const KEEP_ALIVE_MS = 15_000;
/** The @microsoft/signalr close error after SERVER_TIMEOUT_MS of silence; docs/product.md §8 names this text. */
export const SERVER_TIMEOUT_TEXT = 'Server timeout elapsed without receiving a message from the server.';
