import type { ComponentProps, ElementType } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Bone } from '@site/components/skeleton-bone';
import { promotionCardBoxCss } from './promotion-styles';

/** The image's aspect ratio is the card's (1040:600); the button slot is the Button's 40 px touch height. */
function Art(props: ComponentProps<typeof Bone>) {
  return <Bone css={artCss} {...props} />;
}

const artCss = css({
  display: 'block',
  height: 'auto',
  aspectRatio: '1040 / 600',
  borderRadius: 0,
});

/** Loading cards: a row of the 1440 px desktop grid (4 columns of at least 300 px), more than a phone screen shows. */
const SKELETON_CARDS = 4;

/**
 * /promotions while the list loads (docs/performance.md: CLS): cards of the real card's box — image, one title line and
 * the Details button's row — announced once as loading.
 */
export function PromotionSkeleton({ grid: Grid }: { grid: ElementType }) {
  const { t } = useTranslation();
  return (
    <Grid role="status" aria-label={t('common.loading')} data-testid="promotion-skeleton">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <div css={promotionCardBoxCss} key={i} aria-hidden="true">
          <Art />
          <div className="body">
            <h2>
              <Bone css={{ width: '70%' }} />
            </h2>
            <div className="actions">
              <Bone css={(theme) => ({ width: 96, height: 40, borderRadius: theme.radii.pill })} />
            </div>
          </div>
        </div>
      ))}
    </Grid>
  );
}
