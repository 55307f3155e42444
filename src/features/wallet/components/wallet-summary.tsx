import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { useBalanceSplit, type BalanceSplit } from '@site/lib/balance';
import { formatLira } from '@site/lib/format';
import { authAtom } from '@site/lib/session';

/** The player's balance split (GET user/balance: balance, cash, bonus, withdrawable, all lira) while a payment dialog is open. */
export function usePaymentBalance(): BalanceSplit | undefined {
  const auth = useAtomValue(authAtom);
  return useBalanceSplit(auth?.token);
}

/**
 * Inside the deposit and withdraw dialogs: the balance and what of it can be withdrawn (cash; bonus money cannot,
 * docs/bonus-wallet.md), and the bonus money when there is some. Amounts in lira. Nothing while loading.
 */
export function WalletSummary({ split }: { split: BalanceSplit | undefined }) {
  const { t } = useTranslation();
  const theme = useTheme();
  if (!split) return null;
  const items: [string, number][] = [
    [t('wallet.balance'), split.balance],
    [t('wallet.withdrawable'), split.withdrawable],
    ...(split.bonus > 0 ? ([[t('wallet.bonus'), split.bonus]] as [string, number][]) : []),
  ];
  return (
    <div role="group" aria-label={t('wallet.summaryLabel')}>
      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))`,
          gap: 8,
          margin: '0 0 16px',
          padding: '10px 12px',
          borderRadius: theme.radii.md,
          border: `1px solid ${theme.colors.border}`,
        }}
      >
        {items.map(([label, lira]) => (
          <div key={label} css={{ minWidth: 0 }}>
            <dt css={{ color: theme.colors.textMuted, fontSize: 12 }}>{label}</dt>
            <dd css={{ margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{formatLira(lira)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
