import type { Locale } from '@server/i18n/locale';

/** Texts of the demo payment page (a provider page, so its texts live here rather than in the site's locales). */
const TEXTS = {
  en: {
    title: 'Demo payment',
    lead: 'This is the built-in demo payment provider. No real money is moved.',
    amount: 'Amount',
    method: 'Method',
    reference: 'Reference',
    confirm: 'Confirm payment',
    cancel: 'Cancel',
    created: 'Waiting for your confirmation.',
    confirmed: 'Payment confirmed. You can close this tab and return to the site.',
    cancelled: 'Payment cancelled. You can close this tab.',
    failed: 'The payment could not be completed.',
  },
  tr: {
    title: 'Demo ödeme',
    lead: 'Bu, yerleşik demo ödeme sağlayıcısıdır. Gerçek para hareket etmez.',
    amount: 'Tutar',
    method: 'Yöntem',
    reference: 'Referans',
    confirm: 'Ödemeyi onayla',
    cancel: 'İptal',
    created: 'Onayınız bekleniyor.',
    confirmed: 'Ödeme onaylandı. Bu sekmeyi kapatıp siteye dönebilirsiniz.',
    cancelled: 'Ödeme iptal edildi. Bu sekmeyi kapatabilirsiniz.',
    failed: 'Ödeme tamamlanamadı.',
  },
} as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface DemoPayPageModel {
  publicId: string;
  requestId: number;
  /** The amount as money text in the page language, e.g. "₺1.234,50" (contracts/domain/money.ts). */
  amountText: string;
  methodName: string;
  /** 'created' shows the buttons; the others show the final state. */
  state: 'created' | 'confirmed' | 'cancelled' | 'failed';
  locale: Locale;
  scriptPath: string;
}

/**
 * The demo payment page: a plain HTML document with no inline script (CSP script-src 'self'); the buttons are
 * wired by the same-origin script at `scriptPath`, which reads the endpoints from data attributes.
 */
export function demoPayHtml(model: DemoPayPageModel): string {
  // A provider speaks its own languages: English for any language it does not have.
  const t = TEXTS[model.locale as keyof typeof TEXTS] ?? TEXTS.en;
  const id = encodeURIComponent(model.publicId);
  const buttons =
    model.state === 'created'
      ? `<div class="actions"><button type="button" id="confirm" class="primary">${t.confirm}</button>
         <button type="button" id="cancel">${t.cancel}</button></div>`
      : '';
  return `<!doctype html>
<html lang="${model.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style>
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, sans-serif; background: #0f1923; color: #eef2f6; display: grid; place-items: center; min-height: 100vh; }
  main { width: min(420px, 92vw); background: #1a2733; border-radius: 14px; padding: 28px; box-shadow: 0 12px 40px rgba(0,0,0,.4); }
  h1 { margin: 0 0 6px; font-size: 22px; }
  p.lead { margin: 0 0 20px; color: #9fb0c0; font-size: 14px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 22px; }
  dt { color: #9fb0c0; } dd { margin: 0; font-weight: 600; text-align: right; }
  .actions { display: flex; gap: 12px; }
  button { flex: 1; font: inherit; font-weight: 700; padding: 12px; border-radius: 10px; border: 1px solid #35495c; background: transparent; color: inherit; cursor: pointer; }
  button.primary { background: #f5b301; border-color: #f5b301; color: #111; }
  button:focus-visible { outline: 3px solid #7cc4ff; outline-offset: 2px; }
  button:disabled { opacity: .6; cursor: progress; }
  #status { margin: 18px 0 0; min-height: 1.4em; }
</style>
</head>
<body>
<main data-confirm="/demo/pay/${id}/confirm" data-cancel="/demo/pay/${id}/cancel" data-failed="${escapeHtml(t.failed)}"
  data-confirmed="${escapeHtml(t.confirmed)}" data-cancelled="${escapeHtml(t.cancelled)}">
  <h1>${t.title}</h1>
  <p class="lead">${t.lead}</p>
  <dl>
    <dt>${t.amount}</dt><dd>${escapeHtml(model.amountText)}</dd>
    <dt>${t.method}</dt><dd>${escapeHtml(model.methodName)}</dd>
    <dt>${t.reference}</dt><dd>#${model.requestId}</dd>
  </dl>
  ${buttons}
  <p id="status" role="status" aria-live="polite">${t[model.state]}</p>
</main>
<script src="${model.scriptPath}"></script>
</body>
</html>`;
}

/** The page's script: posts Confirm/Cancel to the server and shows the outcome. Served as a same-origin file. */
export const DEMO_PAY_SCRIPT = `(() => {
  const main = document.querySelector('main');
  const status = document.getElementById('status');
  const buttons = Array.from(document.querySelectorAll('.actions button'));
  const send = async (url, doneText) => {
    buttons.forEach((b) => { b.disabled = true; });
    try {
      // One Idempotency-Key per click (docs/idempotency.md); the page is same-origin, served over http(s).
      const key = crypto.randomUUID ? crypto.randomUUID() : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
      const headers = { 'content-type': 'application/json', 'x-locale': document.documentElement.lang, 'idempotency-key': key };
      const response = await fetch(url, { method: 'POST', headers, body: '{}' });
      const body = await response.json().catch(() => null);
      if (!response.ok || !body || body.success !== true) throw new Error((body && body.message) || main.dataset.failed);
      status.textContent = doneText;
      document.querySelector('.actions')?.remove();
    } catch (error) {
      status.textContent = error instanceof Error ? error.message : main.dataset.failed;
      buttons.forEach((b) => { b.disabled = false; });
    }
  };
  document.getElementById('confirm')?.addEventListener('click', () => send(main.dataset.confirm, main.dataset.confirmed));
  document.getElementById('cancel')?.addEventListener('click', () => send(main.dataset.cancel, main.dataset.cancelled));
})();
`;
