import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { useRouteProps } from '../../lib/route-handle';

/** /livespor/{fcg,betco} and /spor/{fcg,betco} (spec §2). Placeholder until the sports issue embeds the sportsbook. */
export default function SportsbookPage() {
  const { t } = useTranslation();
  const props = useRouteProps();
  const provider = String(props.provider ?? '').toUpperCase();
  return <PageIntro title={`${t(String(props.title ?? 'breadcrumbs.sports'))} · ${provider}`} lead={t('pages.sports.lead')} />;
}
