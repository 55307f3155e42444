import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import toast from 'react-hot-toast';
import { Button } from '@site/components/button';
import { useCancelPending } from '@site/features/protection/api/cancel-pending';
import { useConfirmLimit } from '@site/features/protection/api/confirm-limit';
import { formatLimitValue } from '@site/features/protection/format-limit';
import { useNow } from '@site/features/protection/hooks/use-now';
import { formatCountdown, msUntil } from '@site/features/protection/time';
import type { LimitRow } from '@site/features/protection/types';

/**
 * A limit's waiting increase or removal (docs/protection-enforcement.md): the new value, a live countdown to its effectiveAt (server clock,
 * corrected by `offsetMs`), Confirm once it is due, and Cancel at any time.
 */
export function PendingChange({ row, offsetMs }: { row: LimitRow & { pending: NonNullable<LimitRow['pending']> }; offsetMs: number }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const now = useNow(1000);
  const confirm = useConfirmLimit();
  const cancel = useCancelPending();
  const left = msUntil(row.pending.effectiveAt, offsetMs, now) ?? 0;
  const due = left <= 0;
  const key = { type: row.type, period: row.period };
  // mutateAsync: this box unmounts once the refreshed row has no pending change, and the toast must still show.
  const run = (action: typeof confirm, done: string) =>
    void action.mutateAsync(key).then(
      () => toast.success(t(done)),
      (error: Error) => toast.error(error.message),
    );
  return (
    <div
      data-testid={`pending-${row.type}-${row.period}`}
      css={{
        display: 'grid',
        gap: 8,
        padding: 12,
        borderRadius: theme.radii.md,
        border: `1px dashed ${due ? theme.colors.success : theme.colors.warning}`,
      }}
    >
      <strong>
        {row.pending.value === null
          ? t('protection.limits.pendingRemoval')
          : t('protection.limits.pending', { value: formatLimitValue(row.type, row.pending.value, t) })}
      </strong>
      <span role="timer" aria-live="off" css={{ fontSize: 14, color: theme.colors.textMuted, fontVariantNumeric: 'tabular-nums' }}>
        {due ? t('protection.limits.pendingDue') : t('protection.limits.pendingIn', { time: formatCountdown(left) })}
      </span>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {due ? (
          <Button
            size="sm"
            disabled={confirm.isPending}
            onClick={() => run(confirm, 'protection.limits.confirmed')}
          >
            {t('protection.limits.confirm')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          disabled={cancel.isPending}
          onClick={() => run(cancel, 'protection.limits.cancelled')}
        >
          {t('protection.limits.cancelPending')}
        </Button>
      </div>
    </div>
  );
}
