/**
 * The postMessage protocol between the site and a sportsbook frame.
 * Frame -> site: {source: 'demo-sportsbook', type: 'ready' | 'login' | 'tokenExpired' | 'balanceChanged'}.
 * Site -> frame: {source: 'site', type: 'init', token: string | null, cid: string | null}.
 */
export type FrameMessageType = 'ready' | 'login' | 'tokenExpired' | 'balanceChanged';

const TYPES: readonly FrameMessageType[] = ['ready', 'login', 'tokenExpired', 'balanceChanged'];

export interface InitMessage {
  source: 'site';
  type: 'init';
  token: string | null;
  cid: string | null;
}

/** The message type of a frame's message, or null for anything else (other sources, other shapes). */
export function parseFrameMessage(data: unknown): FrameMessageType | null {
  if (typeof data !== 'object' || data === null) return null;
  const { source, type } = data as { source?: unknown; type?: unknown };
  if (source !== 'demo-sportsbook' || typeof type !== 'string') return null;
  return (TYPES as readonly string[]).includes(type) ? (type as FrameMessageType) : null;
}

/**
 * Whether a message event comes from our frame: the sender must be the frame's window, and its origin the
 * opaque 'null' of a frame sandboxed without allow-same-origin (or, for a partner that is not sandboxed that
 * way, the origin of its page).
 */
export function isFromFrame(event: MessageEvent, frame: HTMLIFrameElement | null, pageUrl: string): boolean {
  if (!frame || event.source !== frame.contentWindow) return false;
  return event.origin === 'null' || event.origin === new URL(pageUrl, window.location.origin).origin;
}
