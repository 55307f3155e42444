/** Stakes the simulator's game offers, kuruş (1, 2, 5 and 10 lira). */
export const SIMULATOR_STAKES_KURUS: readonly number[] = [100, 200, 500, 1000];

const TEXTS = {
  tr: {
    title: 'Hub88 simülatörü', stake: 'Bahis', spin: 'Çevir', balance: 'Bakiye', won: 'Kazanç', lost: 'Bu tur kazanç yok',
    refused: 'Bahis reddedildi', lira: '₺',
  },
  en: {
    title: 'Hub88 simulator', stake: 'Stake', spin: 'Spin', balance: 'Balance', won: 'Win', lost: 'No win this round',
    refused: 'Bet refused', lira: '₺',
  },
} as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The simulator's game page (docs/providers.md "Simulator"): stake, Spin, the balance of the last wallet reply and the
 * round's result (a polite live region; a refused bet names the protocol status). Texts in tr and en.
 */
export function simulatorPage(lang: 'tr' | 'en', gameCode: string): string {
  const t = TEXTS[lang];
  const options = SIMULATOR_STAKES_KURUS.map((k) => `<option value="${k}">${t.lira}${k / 100}</option>`).join('');
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escape(t.title)} · ${escape(gameCode)}</title>`,
    '<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:16px;background:#101418;color:#f5f7fa}',
    'main{max-width:420px;margin:0 auto}button,select{font:inherit;padding:8px 16px;min-height:44px}',
    'button{background:#ffd24d;color:#101418;border:0;border-radius:6px}button:focus-visible,select:focus-visible{outline:3px solid #7cc4ff;outline-offset:2px}</style>',
    '</head><body><main>',
    `<h1>${escape(t.title)}</h1><p>${escape(gameCode)}</p>`,
    `<p>${escape(t.balance)}: <output id="sim-balance">–</output></p>`,
    `<label for="sim-stake">${escape(t.stake)}</label> <select id="sim-stake">${options}</select> `,
    `<button id="sim-spin" type="button">${escape(t.spin)}</button>`,
    `<p id="sim-result" role="status" aria-live="polite"></p>`,
    `<script src="game.js" data-won="${escape(t.won)}" data-lost="${escape(t.lost)}" data-refused="${escape(t.refused)}"></script>`,
    '</main></body></html>',
  ].join('');
}

/** The page's script: each Spin posts the stake to the simulator, which calls the platform's wallet API. */
export const SIMULATOR_SCRIPT = `(() => {
  const script = document.currentScript;
  // Relative to the page, so it also works behind the platform's demo path (/demo/hub88/game/<id>).
  const spinUrl = location.pathname + '/spin';
  const money = (kurus) => '\\u20ba' + (kurus / 100).toFixed(2);
  const result = document.getElementById('sim-result');
  const balance = document.getElementById('sim-balance');
  const button = document.getElementById('sim-spin');
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      const stake = Number(document.getElementById('sim-stake').value);
      const reply = await fetch(spinUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ stake }) });
      const spin = await reply.json();
      if (spin.balanceKurus !== null && spin.balanceKurus !== undefined) balance.textContent = money(spin.balanceKurus);
      if (spin.status !== 'RS_OK' && spin.status !== 'RS_ERROR_TRANSACTION_ROLLED_BACK') result.textContent = script.dataset.refused + ': ' + spin.status;
      else result.textContent = spin.winKurus > 0 ? script.dataset.won + ': ' + money(spin.winKurus) : script.dataset.lost;
      // The site refreshes its balance (and, after a protection refusal, the protection status) on these messages.
      if (parent !== window) parent.postMessage({ type: spin.status === 'RS_ERROR_USER_DISABLED' || spin.status === 'RS_ERROR_BET_LIMIT_EXCEEDED' ? 'protection' : 'balance' }, location.origin);
    } finally {
      button.disabled = false;
    }
  });
})();
`;
