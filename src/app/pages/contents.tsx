import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';

/** /pages (spec §2 Contents list). Placeholder until the content issue lists cms content titles. */
export default function ContentsPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.contents.title')} lead={t('pages.contents.lead')} />;
}
