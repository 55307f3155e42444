/* global document, setTimeout, clearTimeout, setInterval */
import { call, newIdempotencyKey } from './api.js';
import { renderBets } from './bets-view.js';
import { onInit, post } from './bridge.js';
import { formatLira, h } from './dom.js';
import { markPicked, renderEvents, tickClocks, updateScores } from './events-view.js';
import { createSlip } from './slip.js';
import { fill, textsFor } from './texts.js';

/** Live scores and odds are fetched this often (ms); clocks tick locally every second in between. */
const POLL_MS = 10_000;
const config = document.body.dataset;
/**
 * How long (ms) a token refresh asked of the site may take before the frame counts it as failed (data-refresh-wait-ms
 * from page.ts: longer than the site's own bound on its token call, contracts/domain/sportsbook-token.ts).
 */
const REFRESH_WAIT_MS = Number(config.refreshWaitMs) || 10_000;
const t = textsFor(config.lang);
const provider = config.provider;
const state = { tab: config.view === 'prematch' ? 'prematch' : 'live', events: { live: [], prematch: [] }, fetchedAt: 0, token: null, cid: config.cid || null, pick: null, bets: [], balance: null, retried: false, retryReset: undefined, refreshing: false, refreshTimer: undefined, failed: false, pendingBet: null };

const account = h('div', { class: 'sb-account', 'aria-live': 'polite' }, t.guest);
const tabs = ['live', 'prematch', 'bets'].map((id) =>
  h('button', { type: 'button', role: 'tab', id: `sb-tab-${id}`, 'aria-controls': 'sb-panel', onclick: () => selectTab(id) }, id === 'bets' ? t.myBets : t[id]),
);
const panel = h('div', { id: 'sb-panel', class: 'sb-panel', role: 'tabpanel' }, h('p', { class: 'sb-empty' }, t.loading));
const slipRoot = h('aside', { class: 'slip' });
const slip = createSlip(slipRoot, { t, onPlace: placeBet, onLogin: () => post(provider, 'login'), onClear: () => setPick(null) });

// Tabs pattern: arrow keys move between tabs, Tab moves on into the panel.
tabs.forEach((tab, index) =>
  tab.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    next.focus();
    next.click();
  }),
);

document.body.append(
  h('header', { class: 'sb-top' }, h('div', { class: 'sb-brand' }, config.name), account),
  h('nav', { class: 'sb-tabs', role: 'tablist', 'aria-label': config.name }, tabs),
  h('main', { class: 'sb-main' }, panel, slipRoot),
);

function selectTab(id) {
  state.tab = id;
  for (const tab of tabs) {
    const selected = tab.id === `sb-tab-${id}`;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
  panel.setAttribute('aria-labelledby', `sb-tab-${id}`);
  renderPanel();
  // Settled bets change status on the server; show the latest when the list is opened.
  if (id === 'bets') void loadAccount();
}

function renderPanel() {
  if (state.tab === 'bets') return renderBets(panel, state.bets, t, Boolean(state.token));
  if (!state.fetchedAt) return;
  renderEvents(panel, state.events[state.tab], { t, isPicked: (id) => state.pick?.selectionId === id, onPick: pickSelection });
}

function pickSelection(event, selection) {
  const same = state.pick?.selectionId === selection.id;
  setPick(same ? null : { selectionId: selection.id, outcome: selection.outcome, odds: selection.odds, eventName: `${event.home} – ${event.away}` });
}

function setPick(pick) {
  state.pick = pick;
  markPicked(panel, pick?.selectionId ?? -1);
  slip.setPick(pick);
}

async function loadEvents() {
  const { status, body } = await call(config.api, config.lang, 'events');
  if (status === 200 && body.success) {
    const first = !state.fetchedAt;
    const sameList = (a, b) => a.length === b.length && a.every((e, i) => e.id === b[i].id);
    const changed = first || !sameList(state.events.live, body.data.live) || !sameList(state.events.prematch, body.data.prematch);
    state.events = body.data;
    state.fetchedAt = Date.now();
    if (changed && state.tab !== 'bets') renderPanel();
    else if (state.tab === 'live') updateScores(panel, state.events.live);
  } else if (!state.fetchedAt) {
    panel.replaceChildren(h('p', { class: 'sb-empty' }, t.loadFailed));
  }
}

function showAccount(balance) {
  account.replaceChildren(...(balance === null ? [t.guest] : [h('span', {}, `${t.balance}: `), h('b', { 'data-balance': '' }, formatLira(balance))]));
}

/** A 401 means the launch token is stale: ask the site for a fresh one (it answers with init). */
function tokenExpired() {
  // A refresh already asked for (by the balance poll, say) answers this 401 too: wait for its init.
  if (state.refreshing) return;
  // A fresh token refused again at once, or a refresh that already failed: only the player's Try again asks again.
  if (state.retried) return refreshFailed();
  requestRefresh();
}

/** Asks the site for a fresh launch token; an init with a new token is the answer, anything else within the wait a failure. */
function requestRefresh() {
  // Until a fresh token arrives, a further 401 does not ask again by itself (a reset due from an earlier token is void).
  clearTimeout(state.retryReset);
  state.retried = true;
  state.refreshing = true;
  if (state.failed) slip.setFailure({ text: t.refreshing, busy: true });
  else slip.setMessage('info', t.refreshing);
  post(provider, 'tokenExpired');
  clearTimeout(state.refreshTimer);
  // No init within the wait: the site could not refresh the token (it did not even say so).
  state.refreshTimer = setTimeout(() => {
    if (state.refreshing) refreshFailed();
  }, REFRESH_WAIT_MS);
}

/** The site could not refresh the token (its call failed or hung): the frame's own error, with Try again. */
function refreshFailed() {
  clearTimeout(state.refreshTimer);
  state.refreshing = false;
  state.failed = true;
  slip.setMessage('', '');
  slip.setFailure({ text: t.refreshFailed, onRetry: retryRefresh });
}

/** Try again: the site makes its token call once more. */
function retryRefresh() {
  if (!state.refreshing) requestRefresh();
}

async function loadAccount() {
  if (!state.token) return;
  const sentToken = state.token;
  const { status, body } = await call(config.api, config.lang, 'account', { token: sentToken, ...(state.cid ? { cid: state.cid } : {}) });
  // A fresh token arrived while this call was in flight (a refused bet asked for it): the answer is about the old one,
  // and the fresh token's own load is already under way (onInit). A 401 here is no reason to ask again.
  if (state.token !== sentToken) return;
  if (status === 401) return tokenExpired();
  if (status === 200 && body.success) {
    // A settled win (or a deposit) moved the balance: let the site's header follow at once.
    if (state.balance !== null && state.balance !== body.data.balance) post(provider, 'balanceChanged', { balance: body.data.balance });
    state.balance = body.data.balance;
    state.bets = body.data.bets;
    showAccount(body.data.balance);
    if (state.tab === 'bets') renderPanel();
  }
}

/** One bet = one Idempotency-Key; the resend after a token refresh is the same bet, so it keeps its key. */
async function placeBet(stake, key = newIdempotencyKey()) {
  if (!state.pick) return;
  slip.setBusy(true);
  slip.setMessage('', '');
  const pick = state.pick;
  const sentToken = state.token;
  const { status, body } = await call(config.api, config.lang, 'bet', {
    token: state.token,
    ...(state.cid ? { cid: state.cid } : {}),
    selectionId: pick.selectionId,
    stake,
    odds: pick.odds,
  }, key);
  slip.setBusy(false);
  if (status === 401) {
    // The token was refreshed while this bet was in flight (the poll hit the 401 first): resend with the fresh one.
    if (state.token !== sentToken && state.token) return placeBet(stake, key);
    state.pendingBet = { stake, key };
    return tokenExpired();
  }
  if (status === 200 && body.success) {
    state.retried = false;
    setPick(null);
    slip.setMessage('ok', fill(t.betPlaced, { id: body.data.bet.id }));
    state.balance = body.data.balance;
    showAccount(body.data.balance);
    post(provider, 'balanceChanged', { balance: body.data.balance });
    void loadAccount();
    return;
  }
  if (body.data && typeof body.data.odds === 'number') setPick({ ...pick, odds: body.data.odds });
  slip.setMessage('error', body.message || t.networkError);
}

onInit(({ token, cid }) => {
  const fresh = token !== state.token;
  const awaited = state.refreshing;
  state.refreshing = false;
  clearTimeout(state.refreshTimer);
  state.token = token;
  if (cid) state.cid = cid;
  slip.setLoggedIn(Boolean(token));
  if (!token) {
    // Logged out: no session left to renew.
    state.failed = false;
    slip.setFailure(null);
    state.bets = [];
    state.balance = null;
    showAccount(null);
    if (state.tab === 'bets') renderPanel();
    return;
  }
  if (!fresh) {
    // The same token in answer to tokenExpired means the site could not refresh it.
    if (awaited) refreshFailed();
    return;
  }
  state.failed = false;
  slip.setFailure(null);
  slip.setMessage('', '');
  void loadAccount().then(() => {
    // A bet refused only because the token had gone stale is sent again once with the fresh token.
    const pending = state.pendingBet;
    state.pendingBet = null;
    if (pending !== null && state.pick) void placeBet(pending.stake, pending.key);
  });
  clearTimeout(state.retryReset);
  state.retryReset = setTimeout(() => (state.retried = false), 5_000);
});

selectTab(state.tab);
void loadEvents();
setInterval(() => {
  void loadEvents();
  void loadAccount();
}, POLL_MS);
setInterval(() => {
  if (state.tab === 'live' && state.fetchedAt) tickClocks(panel, state.events.live, Math.floor((Date.now() - state.fetchedAt) / 1000));
}, 1000);
post(provider, 'ready');
