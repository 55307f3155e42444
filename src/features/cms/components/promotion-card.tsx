import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button } from '@site/components/button';
import { FadeInImage } from '@site/components/fade-in-image';
import { dialogAtom } from '@site/lib/dialogs';
import type { Promotion } from '@contracts/types/cms/promotion-list';
import { ClaimLink } from './claim-link';
import { PromotionCardBox as Card } from './promotion-styles';

/**
 * One promotion on /promotions: image (fading in once loaded, delays.fadeInMs), title, Details (opens the 'promotion'
 * dialog) and its claim link. `priority`: a candidate for the page's LCP image (the first screen's cards; docs/performance.md),
 * loaded at once with fetchpriority=high and shown without the fade. `eager`: a card of the first screen, loaded at once (a lazy picture
 * there is painted a moment after the others and becomes the page's LCP; docs/performance.md).
 */
export function PromotionCard({ promotion, priority = false, eager = priority }: { promotion: Promotion; priority?: boolean; eager?: boolean }) {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
  const headingId = `promotion-${promotion.id}`;
  return (
    <Card aria-labelledby={headingId}>
      <FadeInImage
        src={promotion.image}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : undefined}
        width={1040}
        height={600}
      />
      <div className="body">
        <h2 id={headingId}>{promotion.title}</h2>
        <div className="actions">
          <Button
            variant="outline"
            aria-label={`${t('promotions.details')}: ${promotion.title}`}
            onClick={() => setDialog({ name: 'promotion', data: { id: promotion.id } })}
          >
            {t('promotions.details')}
          </Button>
          {promotion.claimUrl ? <ClaimLink url={promotion.claimUrl} /> : null}
        </div>
      </div>
    </Card>
  );
}
