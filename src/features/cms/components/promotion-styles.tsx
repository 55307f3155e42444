import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';

/** A promotion card on /promotions; the loading card (promotion-skeleton.tsx) is the same box. */
export function PromotionCardBox(props: ComponentProps<'article'>) {
  return <article css={promotionCardBoxCss} {...props} />;
}

export const promotionCardBoxCss = (theme: Theme) => css({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  img: {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '1040 / 600',
    objectFit: 'cover',
    background: theme.colors.surfaceRaised,
  },
  '.body': {
    display: 'flex',
    flex: 1,
    flexDirection: 'column',
    gap: 14,
    padding: 16,
  },
  h2: {
    margin: 0,
    fontSize: '1.1rem',
    lineHeight: 1.3,
  },
  '.actions': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: 10,
    marginTop: 'auto',
  },
});
