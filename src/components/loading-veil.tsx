import styled from '@emotion/styled';
import { Loading } from './loading';

const Veil = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.overlay};
`;

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
