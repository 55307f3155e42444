import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { Loading } from './loading';

function Veil(props: ComponentProps<'div'>) {
  return <div css={veilCss} {...props} />;
}

const veilCss = (theme: Theme) => css({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'grid',
  placeItems: 'center',
  background: theme.colors.overlay,
});

/**
 * A full-screen veil (the theme's overlay colour) with the loading spinner: what a click that opens a dialog or a
 * sheet paints at once while the dialog's code loads or its first render runs (docs/performance.md: the first
 * interaction answers within 100 ms at 4× CPU slowdown).
 */
export function LoadingVeil() {
  return (
    <Veil data-testid="loading-veil">
      <Loading />
    </Veil>
  );
}
