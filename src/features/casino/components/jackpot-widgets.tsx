import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { formatLira } from '../../../lib/format';
import { useEgtJackpot, useEgyptQuest, useJackpotCards } from '../api/jackpots';
import { selectEgtJackpots, selectEgyptQuest, selectJackpotCards } from '../jackpot-select';

const Section = styled.section`
  display: grid;
  gap: 10px;
  h2 { margin: 0; font-size: 1.15rem; }
`;
const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 12px;
`;
const Card = styled.article`
  display: grid;
  gap: 8px;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.surfaceRaised}, ${({ theme }) => theme.colors.surface});
  h3 { margin: 0; font-size: 1rem; color: ${({ theme }) => theme.colors.warning}; }
  dl { display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; margin: 0; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; }
  dd { margin: 0; font-weight: 800; font-variant-numeric: tabular-nums; text-align: right; }
`;

function Levels({ name, levels, labels }: { name: string; levels: number[]; labels: string[] }) {
  return (
    <Card aria-label={name} data-testid="jackpot-card">
      <h3>{name}</h3>
      <dl>
        {[...levels].reverse().map((value, i) => (
          <div key={labels[i]} style={{ display: 'contents' }}>
            <dt>{labels[i]}</dt>
            <dd>{formatLira(value)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * Jackpot widgets for the home page (spec §9; cross-feature contract). First provider: Clover Chance then High
 * Cash, each only with 4 levels; second provider: cards except those with currentLevelI 14000; third: Egypt Quest.
 * Renders nothing until a feed has something to show; a failed feed is left out.
 */
export function JackpotWidgets() {
  const { t } = useTranslation();
  const egt = selectEgtJackpots(useEgtJackpot().data);
  const cards = selectJackpotCards(useJackpotCards().data);
  const egypt = selectEgyptQuest(useEgyptQuest().data);
  const suits = [4, 3, 2, 1].map((n) => t(`jackpots.level${n}`));
  const romans = ['IV', 'III', 'II', 'I'].map((n) => t(`jackpots.level${n}`));
  if (egt.length === 0 && cards.length === 0 && !egypt) return null;
  return (
    <Section aria-labelledby="jackpots-title">
      <h2 id="jackpots-title">{t('jackpots.title')}</h2>
      <Cards>
        {egt.map((j) => (
          <Levels key={j.instanceName} name={j.instanceName} levels={j.levelStats.map((l) => l.value)} labels={suits} />
        ))}
        {cards.map((c) => (
          <Levels key={c.name} name={c.name} levels={[c.currentLevelI, c.currentLevelII, c.currentLevelIII, c.currentLevelIV]} labels={romans} />
        ))}
        {egypt ? <Levels name={egypt.instanceName} levels={egypt.levels} labels={romans} /> : null}
      </Cards>
    </Section>
  );
}
