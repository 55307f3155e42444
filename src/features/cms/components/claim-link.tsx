import { useTranslation } from 'react-i18next';
import { buttonStyles, LinkButton } from '@site/components/button';
import { isExternalUrl } from './banner-slide';

/** A promotion's claim button: https in a new tab, anything else an in-app link (same rule as banners, docs/product.md §2). */
export function ClaimLink({ url, onNavigate }: { url: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  if (isExternalUrl(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" css={(theme) => buttonStyles({ theme, variant: 'accent' })} onClick={onNavigate}>
        {t('promotions.claim')}
      </a>
    );
  }
  return (
    <LinkButton to={url} variant="accent" onClick={onNavigate}>
      {t('promotions.claim')}
    </LinkButton>
  );
}
