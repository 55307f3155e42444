import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';

/** /promotions (spec §2). Placeholder until the promotions issue lists cms promotions here. */
export default function PromotionsPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.promotions.title')} lead={t('pages.promotions.lead')} />;
}
