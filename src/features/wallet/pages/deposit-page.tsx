import { useTranslation } from 'react-i18next';
import { PageIntro } from '@site/components/page-intro';
import { MethodPicker } from '@site/features/wallet/components/method-picker';

/** /dashboard/deposit (docs/product.md §2 Dashboard tiles): the deposit methods; one opens the dynamic deposit dialog. */
export default function DepositPage() {
  const { t } = useTranslation();
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <PageIntro title={t('wallet.depositTitle')} lead={t('wallet.depositLead')} />
      <MethodPicker type={1} />
    </div>
  );
}
