/* global document */
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
  // A failure the player can act on (the token refresh): its text is an alert, next to a button to try again.
  const failureText = h('p', { class: 'slip-failure-text', role: 'alert' });
  const retry = h('button', { type: 'button', class: 'slip-retry' }, t.retry);
  const failure = h('div', { class: 'slip-failure', hidden: true }, failureText, retry);
  const title = h('h2', { id: 'sb-slip-title', tabindex: '-1' }, t.slip);
  let onRetry = null;
  retry.addEventListener('click', () => {
    if (retry.getAttribute('aria-disabled') !== 'true') onRetry?.();
  });
  // On phones the slip is a sheet folded at the bottom: it opens for a pick, a message or a failure.
  const updateOpen = () => root.classList.toggle('slip-open', Boolean(pick) || status.textContent !== '' || !failure.hidden);

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
    updateOpen();
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
      title,
      h('button', { type: 'button', class: 'slip-close', 'aria-label': t.close, onclick: () => onClear() }, '×'),
    ),
    failure,
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
      updateOpen();
    },
    /**
     * Shows a failure the player can act on: {text, onRetry} puts `text` in an alert with a Try again button that
     * calls `onRetry`; {text, busy: true} shows `text` while a retry is under way (the button does nothing then).
     * null hides it; focus that was on its button moves to the slip's heading, so it is not lost.
     */
    setFailure(next) {
      if (next === null) {
        if (failure.hidden) return;
        const hadFocus = failure.contains(document.activeElement);
        failure.hidden = true;
        failureText.textContent = '';
        onRetry = null;
        if (hadFocus) title.focus({ preventScroll: true });
      } else {
        failure.hidden = false;
        // The same text again is no news: an alert is read out only when it changes.
        if (failureText.textContent !== next.text) failureText.textContent = next.text;
        onRetry = next.busy ? null : next.onRetry;
        if (next.busy) retry.setAttribute('aria-disabled', 'true');
        else retry.removeAttribute('aria-disabled');
      }
      updateOpen();
    },
  };
}
