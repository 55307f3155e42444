/* global location, window */
/**
 * postMessage bridge to the embedding site. The frame is sandboxed without allow-same-origin, so its own origin
 * is opaque; the site that frames it is the origin that served this page (location.origin reads the URL), and
 * only messages from window.parent with that origin are accepted. Messages out: ready, login, tokenExpired,
 * balanceChanged. Message in: init {token|null, cid|null}.
 */
const SITE_ORIGIN = location.origin;

export function post(provider, type, extra = {}) {
  window.parent.postMessage({ source: 'demo-sportsbook', provider, type, ...extra }, SITE_ORIGIN);
}

export function onInit(handler) {
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== SITE_ORIGIN) return;
    const data = event.data;
    if (!data || data.source !== 'site' || data.type !== 'init') return;
    handler({
      token: typeof data.token === 'string' && data.token ? data.token : null,
      cid: typeof data.cid === 'string' && data.cid ? data.cid : null,
    });
  });
}
