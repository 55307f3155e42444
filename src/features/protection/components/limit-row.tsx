import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import toast from 'react-hot-toast';
import { Button } from '@site/components/button';
import { Loading } from '@site/components/loading';
import { formatLimitValue, usedPercent } from '@site/features/protection/format-limit';
import type { LimitRow as Row } from '@site/features/protection/types';
import { PendingChange } from './pending-change';
import { useSetLimit } from '@site/features/protection/api/set-limit';
import { UsageBar } from './usage-bar';

// The form renderer loads with the editor, not with the page (docs/architecture.md: heavy code loads on demand).
const LimitEditor = lazy(() => import('./limit-editor').then((m) => ({ default: m.LimitEditor })));

interface Props {
  row: Row;
  warnAt: number;
  coolingOffHours: number;
  offsetMs: number;
}

/** One limit (type × period): its value, usage bar and share, a pending change, and Set / Change (docs/protection-enforcement.md). */
export function LimitRowView({ row, warnAt, coolingOffHours, offsetMs }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const [editing, setEditing] = useState(false);
  const percent = usedPercent(row.used, row.value);
  const name = `${t(`protection.periods.${row.period}`)} ${t(`protection.types.${row.type}`).toLocaleLowerCase()}`;
  const used = formatLimitValue(row.type, row.used, t);
  return (
    <li
      aria-label={name}
      data-testid={`limit-${row.type}-${row.period}`}
      css={{ display: 'grid', gap: 10, padding: '14px 0', borderTop: `1px solid ${theme.colors.border}`, listStyle: 'none' }}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: '4px 12px' }}>
        <span css={{ fontWeight: 700 }}>{t(`protection.periods.${row.period}`)}</span>
        <span css={{ fontSize: row.value === null ? 15 : 20, fontWeight: 800, fontVariantNumeric: 'tabular-nums', color: row.value === null ? theme.colors.textMuted : theme.colors.text }}>
          {row.value === null ? t('protection.limits.noLimit') : formatLimitValue(row.type, row.value, t)}
        </span>
      </div>
      {row.value !== null ? (
        <>
          <UsageBar percent={percent} warnAt={warnAt} label={name} />
          <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8, fontSize: 13, color: theme.colors.textMuted }}>
            <span>{t('protection.limits.used', { used, limit: formatLimitValue(row.type, row.value, t) })}</span>
            <span css={{ fontWeight: 700, color: percent >= warnAt ? theme.colors.warning : theme.colors.textMuted }}>
              {t('protection.limits.percent', { percent })}
            </span>
          </div>
        </>
      ) : (
        <span css={{ fontSize: 13, color: theme.colors.textMuted }}>{t('protection.limits.usedNoLimit', { used })}</span>
      )}
      {row.pending ? <PendingChange row={{ ...row, pending: row.pending }} offsetMs={offsetMs} /> : null}
      {row.offered === false ? (
        <RetiredLimitActions row={row} name={name} />
      ) : editing ? (
        <Suspense fallback={<Loading />}>
          <LimitEditor row={row} coolingOffHours={coolingOffHours} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <div>
          <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`${row.value === null ? t('protection.limits.set') : t('protection.limits.change')}: ${name}`}>
            {row.value === null ? t('protection.limits.set') : t('protection.limits.change')}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * A limit the market no longer offers (docs/player-protection-operator.md): it still binds, so the row says so and offers only its
 * removal, which waits the cooling-off like any removal (nothing to do while a removal is already pending).
 */
function RetiredLimitActions({ row, name }: { row: Row; name: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const mutation = useSetLimit();
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <span css={{ fontSize: 13, color: theme.colors.textMuted }}>{t('protection.limits.notOffered')}</span>
      {row.value !== null && !row.pending ? (
        <div>
          <Button
            size="sm"
            variant="outline"
            disabled={mutation.isPending}
            onClick={() =>
              mutation.mutate({ type: row.type, period: row.period, value: null }, { onError: (error) => toast.error(error.message) })
            }
            aria-label={`${t('protection.limits.remove')}: ${name}`}
          >
            {t('protection.limits.remove')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
