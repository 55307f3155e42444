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
 * The origin the site posts to a sportsbook page `pageUrl`: the page's own origin when it is not the site's (a
 * provider's page, framed with allow-same-origin so it keeps that origin; harmless, as it is not the site's), so the
 * browser drops the message should the frame have navigated anywhere else. A page on the site's own origin (the demo
 * sportsbooks) must stay opaque (no allow-same-origin: it would read the site's storage), and an opaque document
 * cannot be named as a target: null, the caller posts to the frame's window as the only recipient
 * (docs/security.md "Sessions and tokens").
 */
export function frameTargetOrigin(pageUrl: string, siteOrigin: string = window.location.origin): string | null {
  const origin = new URL(pageUrl, siteOrigin).origin;
  return origin === siteOrigin ? null : origin;
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
