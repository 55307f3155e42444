import { formatLira, formatOdds, h } from './dom.js';

/** The player's recent bets at this sportsbook (newest first) with their status. */
export function renderBets(container, bets, t, loggedIn) {
  container.replaceChildren();
  if (!loggedIn) {
    container.append(h('p', { class: 'sb-empty' }, t.guestNote));
    return;
  }
  if (bets.length === 0) {
    container.append(h('p', { class: 'sb-empty' }, t.noBets));
    return;
  }
  container.append(
    h(
      'ul',
      { class: 'bets' },
      bets.map((bet) =>
        h(
          'li',
          { class: 'bet', 'data-bet': bet.id },
          h('div', { class: 'bet-head' }, h('span', {}, `#${bet.id}`), h('span', { class: `bet-status bet-${bet.status}` }, t[bet.status])),
          h('div', { class: 'bet-event' }, bet.eventName),
          h('div', { class: 'bet-line' }, `${t.pick[bet.outcome]} @ ${formatOdds(bet.odds)}`),
          h(
            'div',
            { class: 'bet-line' },
            `${t.stakeLabel}: ${formatLira(bet.stake)} · ${t.potentialWin}: ${formatLira(bet.potentialWin)}`,
          ),
        ),
      ),
    ),
  );
}
