import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import type { ProtectionStatusView } from '@site/features/protection/api/status';
import type { LimitType } from '@site/features/protection/types';
import { LimitRowView } from './limit-row';
import { Panel } from './panel';

/**
 * The limits grid (docs/protection-enforcement.md): one card per limit type the profile turns on (or the player still has; docs/player-protection-operator.md),
 * one row per period. A decrease applies at
 * once, an increase or removal waits coolingOffHours and then needs a confirmation, which the lead says plainly.
 */
export function LimitsPanel({ status }: { status: ProtectionStatusView }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { coolingOffHours, warnAtPercent } = status.profile.limits;
  // A stored limit of a type the profile no longer offers still binds, so its card stays.
  const types = [...new Set<LimitType>([...status.profile.limits.types, ...status.limits.map((row) => row.type)])];
  if (types.length === 0) return null;
  return (
    <Panel id="limits" title={t('protection.limits.title')} lead={t('protection.limits.lead', { hours: coolingOffHours })}>
      <div css={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))' }}>
        {types.map((type: LimitType) => (
          <section
            key={type}
            aria-labelledby={`limit-${type}-title`}
            css={{ padding: '16px 16px 2px', borderRadius: theme.radii.md, border: `1px solid ${theme.colors.border}`, background: theme.colors.background }}
          >
            <h3 id={`limit-${type}-title`} css={{ margin: 0, fontSize: '1rem' }}>
              {t(`protection.types.${type}`)}
            </h3>
            <p css={{ margin: '4px 0 10px', fontSize: 13, color: theme.colors.textMuted }}>{t(`protection.typeHints.${type}`)}</p>
            <ul css={{ margin: 0, padding: 0 }}>
              {status.limits
                .filter((row) => row.type === type)
                .map((row) => (
                  <LimitRowView
                    key={row.period}
                    row={row}
                    warnAt={warnAtPercent}
                    coolingOffHours={coolingOffHours}
                    offsetMs={status.clockOffsetMs}
                  />
                ))}
            </ul>
          </section>
        ))}
      </div>
    </Panel>
  );
}
