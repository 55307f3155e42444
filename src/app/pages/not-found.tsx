import { useTranslation } from 'react-i18next';
import { PageIntro } from '@site/components/page-intro';
import { LinkButton } from '@site/components/button';

/** Any path no route matches. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('pages.notFound.title')} lead={t('pages.notFound.lead')}>
      <div>
        <LinkButton to="/" variant="primary">
          {t('common.goHome')}
        </LinkButton>
      </div>
    </PageIntro>
  );
}
