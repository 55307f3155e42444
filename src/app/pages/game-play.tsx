import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';

/** /casino/play/{encoded game data} (spec §2 Game play, desktop full page). Placeholder until the casino issue. */
export default function GamePlayPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.play.title')} lead={t('pages.play.lead')} />;
}
