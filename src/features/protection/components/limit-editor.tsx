import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Button } from '@site/components/button';
import { SchemaForm } from '@site/forms/schema-form';
import { useSetLimit } from '@site/features/protection/api/set-limit';
import type { LimitRow } from '@site/features/protection/types';
import { amountLimitForm, minutesLimitForm, type LimitForm } from './limit-form-definitions';

/**
 * Sets, changes or removes one limit (docs/protection-enforcement.md): a lower value applies at once; a higher one or a removal waits for
 * the cooling-off, which the reply's `applied: false` tells and a toast explains. Server refusals show as error toasts.
 */
export function LimitEditor({ row, coolingOffHours, onDone }: { row: LimitRow; coolingOffHours: number; onDone: () => void }) {
  const { t } = useTranslation();
  const mutation = useSetLimit();
  const form = row.type === 'session' ? minutesLimitForm : amountLimitForm;
  const save = (value: number | null) =>
    mutation.mutateAsync({ type: row.type, period: row.period, value }).then(
      (result) => {
        toast.success(result.applied ? t('protection.limits.appliedNow') : t('protection.limits.waiting', { hours: coolingOffHours }));
        onDone();
      },
      (error: Error) => {
        toast.error(error.message);
      },
    );
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <SchemaForm<LimitForm>
        {...(form as typeof amountLimitForm)}
        formData={row.value === null ? {} : { value: row.value }}
        submitLabel={t('protection.limits.save')}
        loading={mutation.isPending}
        onSubmit={(data) => save(data.value)}
      />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('protection.limits.cancel')}
        </Button>
        {row.value !== null && row.pending === null ? (
          <Button variant="outline" size="sm" onClick={() => void save(null)} disabled={mutation.isPending}>
            {t('protection.limits.remove')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
