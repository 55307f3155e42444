import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';

/** /dashboard (spec §2 My account; protected). Placeholder until the dashboard issue adds the tiles. */
export default function DashboardPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.dashboard.title')} lead={t('pages.dashboard.lead')} />;
}
