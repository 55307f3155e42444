import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { formatLira } from '@site/lib/format';
import type { SessionSummaryView } from '@site/features/protection/api/session-summary';
import { useNow } from '@site/features/protection/hooks/use-now';
import { formatClock } from '@site/features/protection/time';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
  margin: 0;
  div { padding: 12px; border-radius: ${({ theme }) => theme.radii.md}; background: ${({ theme }) => theme.colors.surfaceRaised}; }
  dt { font-size: 12px; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 4px 0 0; font-size: 1.2rem; font-weight: 800; font-variant-numeric: tabular-nums; }
  .lead { grid-column: 1 / -1; }
`;

/** Elapsed time (ticking), net position, bets and wins of the session so far (the reality check). */
export function SessionFigures({ summary }: { summary: SessionSummaryView }) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const started = Date.parse(summary.sessionStartedAt);
  const elapsed = Number.isFinite(started) ? (now + summary.clockOffsetMs - started) / 1000 : summary.elapsedSeconds;
  return (
    <Grid>
      <div className="lead">
        <dt>{t('protection.realityCheck.elapsed')}</dt>
        <dd data-testid="reality-elapsed">{formatClock(elapsed)}</dd>
      </div>
      <div className="lead">
        <dt>{t('protection.realityCheck.net')}</dt>
        <dd data-testid="reality-net">{formatLira(summary.net)}</dd>
      </div>
      <div>
        <dt>{t('protection.realityCheck.bets')}</dt>
        <dd>{formatLira(summary.bets)}</dd>
      </div>
      <div>
        <dt>{t('protection.realityCheck.wins')}</dt>
        <dd>{formatLira(summary.wins)}</dd>
      </div>
    </Grid>
  );
}
