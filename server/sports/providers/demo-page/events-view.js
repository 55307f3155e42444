import { formatClock, formatOdds, h } from './dom.js';

/** "Today 21:45" / "Tomorrow 19:00" / "24.11 20:00" in Istanbul time. */
function kickoffText(iso, t, now) {
  const date = new Date(iso);
  const day = (d) => d.toLocaleDateString('tr-TR', { timeZone: 'Europe/Istanbul' });
  const time = date.toLocaleTimeString('tr-TR', { timeZone: 'Europe/Istanbul', hour: '2-digit', minute: '2-digit' });
  if (day(date) === day(now)) return `${t.today} ${time}`;
  if (day(date) === day(new Date(now.getTime() + 86_400_000))) return `${t.tomorrow} ${time}`;
  return `${date.toLocaleDateString('tr-TR', { timeZone: 'Europe/Istanbul', day: '2-digit', month: '2-digit' })} ${time}`;
}

/**
 * Renders `events` grouped by league into `container`. `isPicked(selectionId)` marks the slip's pick;
 * `onPick(event, selection)` is called for a price button.
 */
export function renderEvents(container, events, { t, isPicked, onPick }) {
  container.replaceChildren();
  if (events.length === 0) {
    container.append(h('p', { class: 'sb-empty' }, t.noEvents));
    return;
  }
  const leagues = new Map();
  for (const event of events) {
    const key = `${event.sport}|${event.league}`;
    if (!leagues.has(key)) leagues.set(key, []);
    leagues.get(key).push(event);
  }
  const now = new Date();
  for (const [key, list] of leagues) {
    const [sport, league] = key.split('|');
    const rows = list.map((event) =>
      h(
        'li',
        { class: 'ev', 'data-event': event.id },
        h(
          'div',
          { class: 'ev-meta' },
          event.live
            ? h('span', { class: 'ev-live' }, h('span', { class: 'ev-dot', 'aria-hidden': 'true' }), h('span', { 'data-clock': event.id }, formatClock(event.clockSeconds ?? 0)))
            : h('span', { class: 'ev-time' }, kickoffText(event.startsAt, t, now)),
        ),
        h(
          'div',
          { class: 'ev-teams' },
          h('span', { class: 'ev-team' }, event.home, event.score ? h('b', { 'data-score-home': event.id }, event.score.home) : null),
          h('span', { class: 'ev-team' }, event.away, event.score ? h('b', { 'data-score-away': event.id }, event.score.away) : null),
        ),
        h(
          'div',
          { class: `ev-odds ev-odds-${event.selections.length}`, role: 'group', 'aria-label': `${event.home} – ${event.away}` },
          event.selections.map((selection) =>
            h(
              'button',
              {
                type: 'button',
                class: 'odd',
                'data-selection': selection.id,
                'aria-pressed': isPicked(selection.id) ? 'true' : 'false',
                // The visible words first, in order ("1 2.10"), then what they mean (WCAG 2.5.3 Label in Name).
                'aria-label': `${selection.outcome} ${formatOdds(selection.odds)} – ${t.outcome[selection.outcome]}`,
                onclick: () => onPick(event, selection),
              },
              // The space keeps the visible text "1 2.10" (not "12.10"), the start of the name "1 2.10 – Home".
              h('span', { class: 'odd-label' }, selection.outcome),
              ' ',
              h('span', { class: 'odd-price' }, formatOdds(selection.odds)),
            ),
          ),
        ),
      ),
    );
    container.append(
      h('section', { class: 'lg' }, h('h2', { class: 'lg-title' }, h('span', { class: 'lg-sport' }, t.sports[sport] ?? sport), ' · ', league), h('ul', { class: 'lg-list' }, rows)),
    );
  }
}

/** Updates live scores in place (no re-render, so keyboard focus stays on its button). */
export function updateScores(container, events) {
  for (const event of events) {
    if (!event.score) continue;
    const home = container.querySelector(`[data-score-home="${event.id}"]`);
    const away = container.querySelector(`[data-score-away="${event.id}"]`);
    if (home) home.textContent = String(event.score.home);
    if (away) away.textContent = String(event.score.away);
  }
}

/** Advances every live clock to `base + elapsedSeconds`. */
export function tickClocks(container, events, elapsedSeconds) {
  for (const event of events) {
    const clock = container.querySelector(`[data-clock="${event.id}"]`);
    if (clock && event.clockSeconds !== null) clock.textContent = formatClock(event.clockSeconds + elapsedSeconds);
  }
}

/** Marks the picked price in the list. */
export function markPicked(container, selectionId) {
  for (const button of container.querySelectorAll('button.odd')) {
    button.setAttribute('aria-pressed', String(Number(button.dataset.selection) === selectionId));
  }
}
