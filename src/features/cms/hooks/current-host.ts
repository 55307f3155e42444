const PREVIEW_KEY = 'domainPreviewHost';
// Development and test hosts are never "another domain" of the operator.
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * The host the site is served on. `?asHost=mirror.example` previews the domain notice as it would look on that
 * host (operators checking a mirror, and the journeys, which run on 127.0.0.1); it lasts for the browser tab.
 * Only the visitor's own view changes: nothing is sent anywhere.
 */
export function currentHost(): string {
  try {
    const preview = new URLSearchParams(window.location.search).get('asHost');
    if (preview && /^[a-z0-9.-]{1,253}$/i.test(preview)) sessionStorage.setItem(PREVIEW_KEY, preview.toLowerCase());
    return sessionStorage.getItem(PREVIEW_KEY) ?? window.location.hostname;
  } catch {
    return window.location.hostname;
  }
}

/** Whether `host` is not the operator's domain `current` (nor its www. form) and not a local host. */
export function isOtherDomain(host: string, current: string): boolean {
  if (!current || LOCAL_HOSTS.has(host)) return false;
  return host !== current && host !== `www.${current}`;
}
