import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@site/components/button';
import type { ExcludeRequest, ExclusionKind } from '@site/features/protection/types';
import { ChoiceChips } from './choice-chips';
import { ExclusionConfirm } from './exclusion-confirm';
import { Panel } from './panel';

const SECTION: Record<ExclusionKind, 'timeOut' | 'selfExclusion'> = { timeout: 'timeOut', selfExclusion: 'selfExclusion' };

/**
 * Time-out or self-exclusion (docs/protection-enforcement.md): pick a period the profile offers, then a confirmation dialog that states what
 * happens (logged out now, no login, deposit or play until the end; cannot be undone).
 */
export function ExclusionPanel({ kind, periods }: { kind: ExclusionKind; periods: ExcludeRequest['period'][] }) {
  const { t } = useTranslation();
  const section = SECTION[kind];
  const [period, setPeriod] = useState<ExcludeRequest['period'] | null>(null);
  const [confirming, setConfirming] = useState(false);
  return (
    <Panel id={kind === 'timeout' ? 'time-out' : 'self-exclusion'} title={t(`protection.${section}.title`)} lead={t(`protection.${section}.lead`)}>
      <ChoiceChips
        name={kind}
        label={`${t(`protection.${section}.title`)}: ${t('protection.choosePeriod')}`}
        choices={periods.map((value) => ({ value, label: t(`protection.${section}.periods.${value}`) }))}
        value={period}
        onChange={setPeriod}
      />
      <div>
        <Button variant={kind === 'selfExclusion' ? 'outline' : 'primary'} disabled={period === null} onClick={() => setConfirming(true)}>
          {t(`protection.${section}.start`)}
        </Button>
      </div>
      {confirming && period ? <ExclusionConfirm kind={kind} period={period} onClose={() => setConfirming(false)} /> : null}
    </Panel>
  );
}
