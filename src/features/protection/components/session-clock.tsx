import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { formatLira } from '@site/lib/format';
import { authAtom } from '@site/lib/session';
import { sessionSummaryQuery } from '@site/features/protection/api/session-summary';
import { useProtectionStatus } from '@site/features/protection/api/status';
import { useNow } from '@site/features/protection/hooks/use-now';
import { formatClock } from '@site/features/protection/time';
import { SESSION_SUMMARY_KEY } from '@site/features/protection/api/keys';
import { isBalanceKey } from '@site/lib/balance';

/** A backstop refresh of the net position while a game runs (ms); balance changes refresh it sooner. */
const NET_REFRESH_MS = 15_000;

/**
 * Session clock and net position for the play bar (docs/protection-enforcement.md): h:mm:ss since login ticking each second (server
 * clock, skew corrected) and wins − bets since login in lira, refreshed whenever the balance changes. Shown only
 * when the profile turns sessionClock on.
 */
export function SessionClock() {
  const { t } = useTranslation();
  const theme = useTheme();
  const token = useAtomValue(authAtom)?.token;
  const client = useQueryClient();
  const status = useProtectionStatus(token);
  const on = status.data?.profile.sessionClock === true;
  const summary = useQuery({ ...sessionSummaryQuery(token), enabled: on && Boolean(token), refetchInterval: NET_REFRESH_MS });
  const now = useNow(1000, on);

  useEffect(() => {
    if (!on) return;
    // The balance query is polled and refreshed after every spin or bet: each new balance means a new net position.
    return client.getQueryCache().subscribe((event) => {
      const key = event.query.queryKey;
      if (event.type === 'updated' && event.action.type === 'success' && isBalanceKey(key)) {
        void client.invalidateQueries({ queryKey: SESSION_SUMMARY_KEY });
      }
    });
  }, [client, on]);

  if (!on || !summary.data) return null;
  const started = Date.parse(summary.data.sessionStartedAt);
  const elapsed = (now + summary.data.clockOffsetMs - started) / 1000;
  const net = summary.data.net;
  return (
    <span
      data-testid="session-clock"
      css={{ display: 'inline-flex', alignItems: 'center', gap: 8, flexShrink: 0, fontSize: '0.78rem', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      <span css={{ display: 'inline-flex', alignItems: 'center', gap: 4 }} title={t('protection.playBar.clock')}>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16ZM12 8v4l3 2" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span role="timer" aria-label={t('protection.playBar.clock')}>
          {formatClock(elapsed)}
        </span>
      </span>
      <span title={t('protection.playBar.net')} css={{ fontWeight: 700, color: net < 0 ? theme.colors.danger : net > 0 ? theme.colors.success : theme.colors.textMuted }}>
        <span css={{ fontWeight: 400, color: theme.colors.textMuted }}>{t('protection.playBar.net')} </span>
        {formatLira(net)}
      </span>
    </span>
  );
}
