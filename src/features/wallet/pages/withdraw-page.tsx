import { useTranslation } from 'react-i18next';
import { PageIntro } from '@site/components/page-intro';
import { MethodPicker } from '@site/features/wallet/components/method-picker';

/** /dashboard/withdraw (docs/product.md §2 Dashboard tiles): the withdrawal methods; one opens the dynamic withdraw dialog. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <PageIntro title={t('wallet.withdrawTitle')} lead={t('wallet.withdrawLead')} />
      <MethodPicker type={2} />
    </div>
  );
}
