import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageIntro } from '../../components/page-intro';

/** /pages/{id} (spec §2; /pages/3 is About Us). Placeholder until the content issue renders the cms page. */
export default function ContentPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return <PageIntro title={`${t('pages.content.title')} #${id}`} lead={t('pages.content.lead')} />;
}
