import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLira } from '@site/lib/format';
import { useEgtJackpot, useEgyptQuest, useJackpotCards } from '@site/features/casino/api/jackpots';
import { selectEgtJackpots, selectEgyptQuest, selectJackpotCards } from '@site/features/casino/jackpot-select';
import { JackpotSkeleton } from './jackpot-skeleton';
import { JackpotCard, JackpotSection, JackpotStrip } from './jackpot-styles';

/** The lobby view of a jackpot's games: the slot lobby filtered by the `jackpot` parameter. */
export const jackpotGamesLink = (name: string): string => `/casino/slot?${new URLSearchParams({ jackpot: name }).toString()}`;

function Levels({ name, levels, labels, gameCount }: { name: string; levels: number[]; labels: string[]; gameCount?: number }) {
  const { t } = useTranslation();
  return (
    <JackpotCard aria-label={name} data-testid="jackpot-card">
      <div className="head">
        <h3>{name}</h3>
        {/* Its games: a real link, so Tab and Enter open them; it covers the card for a pointer. Its name
            starts with its visible words ("6 games"), then names the jackpot (WCAG 2.5.3, docs/accessibility.md). */}
        {gameCount ? (
          <Link className="games" to={jackpotGamesLink(name)} aria-label={t('jackpots.openGames', { name, count: gameCount })}>
            {t('jackpots.gamesLink', { count: gameCount })} <span aria-hidden="true">›</span>
          </Link>
        ) : null}
      </div>
      <dl>
        {[...levels].reverse().map((value, i) => (
          <div key={labels[i]} style={{ display: 'contents' }}>
            <dt>{labels[i]}</dt>
            <dd>{formatLira(value)}</dd>
          </div>
        ))}
      </dl>
    </JackpotCard>
  );
}

/**
 * Jackpot widgets for the home page (docs/product.md §9; cross-feature contract). First provider: Clover Chance then High
 * Cash, each only with 4 levels; second provider: cards except those with currentLevelI 14000; third: Egypt Quest.
 * A card whose feed names its games (gameCount > 0) opens them: the lobby filtered to that jackpot.
 * A loading strip of the final height until a feed has something to show; nothing when all are empty or
 * failed (a failed feed is left out).
 */
export function JackpotWidgets() {
  const { t } = useTranslation();
  const feeds = [useEgtJackpot(), useJackpotCards(), useEgyptQuest()] as const;
  const egt = selectEgtJackpots(feeds[0].data);
  const cards = selectJackpotCards(feeds[1].data);
  const egypt = selectEgyptQuest(feeds[2].data);
  const suits = [4, 3, 2, 1].map((n) => t(`jackpots.level${n}`));
  const romans = ['IV', 'III', 'II', 'I'].map((n) => t(`jackpots.level${n}`));
  if (egt.length === 0 && cards.length === 0 && !egypt) {
    // Until a feed answers, hold the strip's place (no layout shift: docs/performance.md); once all answered empty, leave it out.
    return feeds.some((feed) => feed.isPending) ? <JackpotSkeleton labels={romans} /> : null;
  }
  return (
    <JackpotSection aria-labelledby="jackpots-title">
      <h2 id="jackpots-title">{t('jackpots.title')}</h2>
      {/* Focusable so a keyboard can scroll the strip when the cards do not fit (WCAG 2.1.1, axe scrollable-region-focusable). */}
      <JackpotStrip tabIndex={0} role="group" aria-labelledby="jackpots-title">
        {egt.map((j) => (
          <Levels key={j.instanceName} name={j.instanceName} levels={j.levelStats.map((l) => l.value)} labels={suits} gameCount={j.gameCount} />
        ))}
        {cards.map((c) => (
          <Levels key={c.name} name={c.name} levels={[c.currentLevelI, c.currentLevelII, c.currentLevelIII, c.currentLevelIV]} labels={romans} gameCount={c.gameCount} />
        ))}
        {egypt ? <Levels name={egypt.instanceName} levels={egypt.levels} labels={romans} gameCount={egypt.gameCount} /> : null}
      </JackpotStrip>
    </JackpotSection>
  );
}
