import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { useRouteProps } from '../../lib/route-handle';

/** /dashboard/{deposit,withdraw,...,account} (spec §2 Dashboard tiles; protected). Placeholder per tile. */
export default function DashboardSectionPage() {
  const { t } = useTranslation();
  const props = useRouteProps();
  return <PageIntro title={t(String(props.title ?? 'breadcrumbs.dashboard'))} lead={t('pages.dashboardSection.lead')} />;
}
