import { atom } from 'jotai';

/** The real-time connection states (docs/product.md §4 Real-time connection); same strings as @microsoft/signalr's HubConnectionState. */
export type ConnectionState = 'Disconnected' | 'Connecting' | 'Connected' | 'Disconnecting' | 'Reconnecting';

/** Current state of the hub connection; 'Disconnected' while logged out. */
export const connectionStateAtom = atom<ConnectionState>('Disconnected');

/**
 * True when the connection ended on its own (reconnect attempts exhausted, docs/product.md §9 "then stop") while the player
 * is still logged in, so the site can offer a manual reconnect. Reset when a connection starts.
 */
export const connectionLostAtom = atom(false);

/** Bumped by the manual Reconnect action; the connection effect restarts when it changes. */
export const reconnectRequestAtom = atom(0);
