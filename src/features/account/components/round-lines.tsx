import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { formatLira } from '@site/lib/format';
import { useSiteTime } from '@site/lib/use-site-time';
import type { GameHistoryItem } from '@site/features/account/api/game-history';

/**
 * The ledger lines of one round (docs/histories.md: a grouped round opens to its bookkeeping): time, kind, signed
 * amount, which balance it moved and the balance after, as a small list that reads the same on phones.
 */
export function RoundLines({ round }: { round: GameHistoryItem }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const time = useSiteTime();
  if (round.lines.length === 0) return <p css={{ margin: 0, fontSize: 13 }}>{t('history.games.noLines')}</p>;
  return (
    <div css={{ display: 'grid', gap: 6 }}>
      <p css={{ margin: 0, fontSize: 12, color: theme.colors.textMuted, wordBreak: 'break-all' }}>
        {t('history.games.roundId')}: <code>{round.roundId}</code>
      </p>
      <ul aria-label={t('history.games.linesOf', { reference: round.reference })} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
        {round.lines.map((line) => (
          <li
            key={line.id}
            css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '4px 16px', fontSize: 13, padding: '6px 0', borderTop: `1px dashed ${theme.colors.border}` }}
          >
            <span>
              {time.format(line.createdAt)} · {t(`history.ledgerKind.${line.type}`)} · {t(`history.balanceKind.${line.balanceKind}`)}
            </span>
            <span css={{ fontVariantNumeric: 'tabular-nums' }}>
              <strong css={{ color: line.amount < 0 ? theme.colors.text : theme.colors.success }}>{(line.amount > 0 ? '+' : '') + formatLira(line.amount)}</strong>
              <span css={{ color: theme.colors.textMuted }}> · {t('history.games.balanceAfter')} {formatLira(line.balanceAfter)}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
