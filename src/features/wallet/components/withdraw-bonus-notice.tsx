import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { useBalanceSplit } from '@site/lib/balance';
import { formatLira } from '@site/lib/format';
import { authAtom } from '@site/lib/session';

/**
 * Inside the withdraw dialog: when the player holds bonus money, says how much can be withdrawn and that a
 * withdrawal forfeits the active bonus (the server's rule, docs/bonus-wallet.md). Renders nothing otherwise.
 */
export function WithdrawBonusNotice() {
  const { t } = useTranslation();
  const theme = useTheme();
  const auth = useAtomValue(authAtom);
  const split = useBalanceSplit(auth?.token);
  if (!split || split.bonus <= 0) return null;
  return (
    <p role="note" css={{ margin: '0 0 16px', color: theme.colors.textMuted, fontSize: 14 }}>
      {t('wallet.bonusForfeitWarning', { withdrawable: formatLira(split.withdrawable), bonus: formatLira(split.bonus) })}
    </p>
  );
}
