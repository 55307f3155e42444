import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import type { BankTransferInfo } from '@contracts/types/wallet/cashier';
import { CopyValue } from './copy-value';

/** A compact IBAN in groups of four, as banks print it: 'TR36 0001 0001 2345 6789 0123 45'. */
export const groupIban = (compact: string): string => compact.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Havale/EFT deposit (docs/wallet.md): the operator's bank account (from the server's payment provider
 * configuration, never from the site) and the player's reference to write in the transfer's description, each
 * with a copy button, above the dynamic form.
 */
export function BankTransferDetails({ info }: { info: NonNullable<BankTransferInfo> }) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <section aria-labelledby="bank-transfer-title" css={{ margin: '0 0 16px', padding: '12px 14px', borderRadius: theme.radii.md, border: `1px solid ${theme.colors.border}`, background: theme.colors.surfaceRaised }}>
      <h3 id="bank-transfer-title" css={{ margin: '0 0 4px', fontSize: 15 }}>{t('wallet.bankTransfer.title')}</h3>
      <p css={{ margin: '0 0 6px', fontSize: 13, color: theme.colors.textMuted }}>{t('wallet.bankTransfer.lead')}</p>
      <dl css={{ margin: 0 }}>
        <CopyValue label={t('wallet.bankTransfer.bankName')} value={info.bankName} />
        <CopyValue label={t('wallet.bankTransfer.accountHolder')} value={info.accountHolder} />
        <CopyValue label={t('wallet.bankTransfer.iban')} value={info.iban} display={groupIban(info.iban)} />
        <CopyValue label={t('wallet.bankTransfer.reference')} name={t('wallet.bankTransfer.referenceName')} value={info.reference} />
      </dl>
      <p role="note" css={{ margin: '6px 0 0', fontSize: 13, color: theme.colors.warning }}>{t('wallet.bankTransfer.referenceNote')}</p>
    </section>
  );
}
