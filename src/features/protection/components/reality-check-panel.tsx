import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { useSetRealityCheckInterval } from '@site/features/protection/api/reality-check-interval';
import type { ProtectionStatusView } from '@site/features/protection/api/status';
import { ChoiceChips } from './choice-chips';
import { Panel } from './panel';

const OFF = 0;

/** Reality-check interval (docs/protection-enforcement.md): Off or one of the profile's intervals; a choice saves at once. */
export function RealityCheckPanel({ status }: { status: ProtectionStatusView }) {
  const { t } = useTranslation();
  const mutation = useSetRealityCheckInterval();
  const { enabled, intervalsMinutes } = status.profile.realityCheck;
  if (!enabled) return null;
  const choices = [
    { value: OFF, label: t('protection.realityCheck.off') },
    ...intervalsMinutes.map((minutes) => ({ value: minutes, label: t('protection.realityCheck.every', { count: minutes }) })),
  ];
  const current = mutation.isPending ? (mutation.variables ?? OFF) : (status.realityCheck.intervalMinutes ?? OFF);
  return (
    <Panel id="reality-check" title={t('protection.realityCheck.title')} lead={t('protection.realityCheck.lead')}>
      <ChoiceChips
        name="reality-check"
        label={t('protection.realityCheck.title')}
        choices={choices}
        value={current}
        onChange={(minutes) =>
          mutation.mutate(minutes === OFF ? null : minutes, {
            onSuccess: () => toast.success(t('protection.realityCheck.saved')),
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </Panel>
  );
}
