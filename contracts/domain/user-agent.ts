import Bowser from 'bowser';

/** What a User-Agent says about the browser and device it came from; null where the parser cannot tell. */
export interface DeviceDescription {
  /** e.g. 'Chrome', 'Safari', 'Firefox'. */
  browser: string | null;
  /** e.g. 'Android', 'iOS', 'Windows', 'macOS', 'Linux'. */
  os: string | null;
  /** The kind of device, as the parser classifies it. */
  kind: 'mobile' | 'tablet' | 'desktop' | 'tv' | null;
}

const KINDS = new Set(['mobile', 'tablet', 'desktop', 'tv']);

/**
 * Browser, OS and kind of device from a User-Agent, through `bowser` (the one parser of the site and the server: the
 * session list, the session history and the new-device notification all name a device this way).
 */
export function parseUserAgent(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { browser: null, os: null, kind: null };
  const parsed = Bowser.parse(userAgent);
  const kind = parsed.platform.type && KINDS.has(parsed.platform.type) ? (parsed.platform.type as DeviceDescription['kind']) : null;
  return { browser: parsed.browser.name || null, os: parsed.os.name || null, kind };
}

/** A short 'Browser · OS' from a User-Agent, e.g. 'Chrome · Android'; the first 40 characters when neither is known; '—' for none. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return '—';
  const { browser, os } = parseUserAgent(userAgent);
  if (browser && os) return `${browser} · ${os}`;
  return browser ?? os ?? userAgent.slice(0, 40);
}
