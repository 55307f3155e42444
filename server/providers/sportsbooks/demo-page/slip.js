import { formatLira, formatOdds, h } from './dom.js';

const QUICK_STAKES = [10, 50, 100, 500];

/** Stake text ('12,5' or '12.50') -> lira with at most two decimals, or null. */
export function parseStake(text) {
  const normalised = String(text).trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(normalised)) return null;
  const value = Number(normalised);
  return value > 0 ? value : null;
}

/**
 * The single-bet slip. `pick` is {selectionId, outcome, odds, eventName} or null. Calls onPlace(stakeLira)
 * for a player, onLogin() for a guest, onClear() when the pick is removed.
 */
export function createSlip(root, { t, onPlace, onLogin, onClear }) {
  let pick = null;
  let loggedIn = false;
  let busy = false;
  const status = h('p', { class: 'slip-msg', role: 'status', 'aria-live': 'polite' });
  const body = h('div', { class: 'slip-body' });
  const stakeInput = h('input', { id: 'sb-stake', class: 'slip-stake', inputmode: 'decimal', autocomplete: 'off', value: '10' });
  const win = h('b', { 'data-potential-win': '' });
  const place = h('button', { type: 'button', class: 'slip-place' });

  const updateWin = () => {
    const stake = parseStake(stakeInput.value);
    win.textContent = pick && stake ? formatLira(Math.round(stake * Math.round(pick.odds * 100)) / 100) : '–';
    place.disabled = busy || (loggedIn && !stake);
  };
  stakeInput.addEventListener('input', updateWin);
  stakeInput.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') place.click();
  });
  place.addEventListener('click', () => {
    if (!pick || busy) return;
    if (!loggedIn) return onLogin();
    const stake = parseStake(stakeInput.value);
    if (stake) onPlace(stake);
  });

  function render() {
    root.classList.toggle('slip-open', Boolean(pick) || status.textContent !== '');
    place.textContent = busy ? t.placing : loggedIn ? t.placeBet : t.loginToBet;
    if (!pick) {
      body.replaceChildren(h('p', { class: 'sb-empty' }, t.slipEmpty), status);
      return;
    }
    // replaceChildren would print a null as the text "null": build the list without gaps.
    const children = [
      h(
        'div',
        { class: 'pick' },
        h('div', { class: 'pick-event' }, pick.eventName),
        h('div', { class: 'pick-line' }, t.pick[pick.outcome], h('b', {}, formatOdds(pick.odds))),
        h('button', { type: 'button', class: 'pick-remove', 'aria-label': t.remove, onclick: () => onClear() }, '×'),
      ),
      h('label', { for: 'sb-stake', class: 'slip-label' }, t.stake),
      stakeInput,
      h(
        'div',
        { class: 'quick' },
        QUICK_STAKES.map((amount) =>
          h('button', { type: 'button', onclick: () => ((stakeInput.value = String(amount)), updateWin()) }, formatLira(amount).replace(/[.,]00$/, '')),
        ),
      ),
      h('div', { class: 'slip-win' }, h('span', {}, t.potentialWin), win),
      place,
      loggedIn ? null : h('p', { class: 'slip-note' }, t.guestNote),
      status,
    ];
    body.replaceChildren(...children.filter(Boolean));
    updateWin();
  }

  root.replaceChildren(
    h(
      'div',
      { class: 'slip-head' },
      h('h2', { id: 'sb-slip-title' }, t.slip),
      h('button', { type: 'button', class: 'slip-close', 'aria-label': t.close, onclick: () => onClear() }, '×'),
    ),
    body,
  );
  root.setAttribute('aria-labelledby', 'sb-slip-title');
  render();

  return {
    setPick(next) {
      pick = next;
      status.textContent = '';
      render();
      if (pick) stakeInput.focus({ preventScroll: true });
    },
    setLoggedIn(next) {
      loggedIn = next;
      render();
    },
    setBusy(next) {
      busy = next;
      render();
    },
    /** kind: 'ok' | 'error' | 'info' | '' */
    setMessage(kind, text) {
      status.textContent = text;
      status.dataset.kind = kind;
      root.classList.toggle('slip-open', Boolean(pick) || text !== '');
    },
  };
}
