import type { Locale } from '@server/i18n/locale';
import type { SportsbookProvider } from '@server/sports/providers/types';
import { ODDS_OPTIONS, moneyIntl } from '@contracts/domain/money';
import { SPORTSBOOK_REFRESH_WAIT_MS } from '@contracts/domain/sportsbook-token';

export type SportsbookView = 'live' | 'prematch';

export interface DemoPageOptions {
  provider: SportsbookProvider;
  view: SportsbookView;
  lang: Locale;
  /** Customer id from the launch URL (fcg's betsyCid); only echoed back on wallet calls. */
  cid: string | null;
}

/** Where the demo page's script and style live (served by routes/sportsbook/demo-assets.ts). */
export const DEMO_ASSET_BASE = '/demo/sportsbook/assets';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * The demo sportsbook page (HTML shell; the UI is built by main.js). No inline script, so it runs under the
 * site's CSP (script-src 'self'). Settings travel in data-* attributes; the launch token never does: it
 * arrives from the embedding site by postMessage, so it is not in the URL, history or server logs.
 */
export function renderDemoPage({ provider, view, lang, cid }: DemoPageOptions): string {
  const data = {
    provider: provider.id,
    name: provider.name,
    api: `${provider.url}/api`,
    view,
    lang,
    cid: cid ?? '',
    // The site's money format for the language (contracts/domain/money.ts), read by dom.js formatLira.
    'money-tag': moneyIntl(lang).tag,
    'money-options': JSON.stringify(moneyIntl(lang).options),
    'odds-options': JSON.stringify(ODDS_OPTIONS),
    // How long main.js waits for the site's answer to tokenExpired (longer than the site's bound on its token call).
    'refresh-wait-ms': String(SPORTSBOOK_REFRESH_WAIT_MS),
  };
  const attributes = Object.entries(data)
    .map(([key, value]) => `data-${key}="${escapeHtml(value)}"`)
    .join(' ');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(provider.name)}</title>
<link rel="stylesheet" href="${DEMO_ASSET_BASE}/sportsbook.css">
<script type="module" src="${DEMO_ASSET_BASE}/main.js"></script>
</head>
<body class="sb sb-${provider.id}" ${attributes}>
<noscript>${lang === 'en' ? 'The sportsbook needs JavaScript.' : 'Spor bahisleri için JavaScript gerekir.'}</noscript>
</body>
</html>
`;
}
