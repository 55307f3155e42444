import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatLira } from '@site/lib/format';
import type { SessionSummaryView } from '@site/features/protection/api/session-summary';
import { useNow } from '@site/features/protection/hooks/use-now';
import { formatClock } from '@site/features/protection/time';

function Grid(props: ComponentProps<'dl'>) {
  return <dl css={gridCss} {...props} />;
}

const gridCss = (theme: Theme) => css({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 10,
  margin: 0,
  div: {
    padding: 12,
    borderRadius: theme.radii.md,
    background: theme.colors.surfaceRaised,
  },
  dt: {
    fontSize: 12,
    color: theme.colors.textMuted,
  },
  dd: {
    margin: '4px 0 0',
    fontSize: '1.2rem',
    fontWeight: 800,
    fontVariantNumeric: 'tabular-nums',
  },
  '.lead': {
    gridColumn: '1 / -1',
  },
});

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
