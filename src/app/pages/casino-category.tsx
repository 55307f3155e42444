import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageIntro } from '../../components/page-intro';
import { useRouteProps } from '../../lib/route-handle';

/**
 * /casino/{slot,live,popular-games,games,tvbets} (spec §2). The route's props name the category and title key.
 * Placeholder until the casino issue renders the lobby; a `?search=` (header search, Aviator) is echoed.
 */
export default function CasinoCategoryPage() {
  const { t } = useTranslation();
  const props = useRouteProps();
  const [params] = useSearchParams();
  const search = params.get('search');
  return (
    <PageIntro title={t(String(props.title ?? 'breadcrumbs.casino'))} lead={t('pages.casino.lead')}>
      {search ? <p>{t('common.search')}: “{search}”</p> : null}
    </PageIntro>
  );
}
