import type { TFunction } from 'i18next';
import type { LimitWarning } from './types';

/** "You have used 80% of your daily loss limit." in the player's language. */
export function limitWarningText(warning: LimitWarning, t: TFunction): string {
  return t('protection.limits.warning', {
    percent: Math.floor(warning.percent),
    period: t(`protection.periods.${warning.period}`).toLocaleLowerCase(),
    type: t(`protection.types.${warning.type}`).toLocaleLowerCase(),
    typeTitle: t(`protection.types.${warning.type}`),
  });
}
