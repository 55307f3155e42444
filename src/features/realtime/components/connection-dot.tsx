import type { ComponentProps } from 'react';
import { keyframes, type Theme, css } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { connectionStateAtom, type ConnectionState } from '@site/features/realtime/state';

const blink = keyframes`50% { opacity: 0.35; }`;

const colour = (theme: Theme, state: ConnectionState): string =>
  state === 'Connected' ? theme.colors.success : state === 'Disconnected' ? theme.colors.danger : theme.colors.warning;

function Dot({ state, ...props }: ComponentProps<'span'> & { state: ConnectionState }) {
  return <span css={(theme) => dotCss({ theme, state })} {...props} />;
}

const dotCss = ({ theme, state }: { state: ConnectionState } & { theme: Theme }) =>
  css({
  position: 'absolute',
  right: 0,
  bottom: 0,
  width: 10,
  height: 10,
  borderRadius: theme.radii.pill,
  border: `2px solid ${theme.colors.surface}`,
  background: colour(theme, state),
  pointerEvents: 'none',
  animation: `${state === 'Connecting' || state === 'Reconnecting' ? blink : 'none'} 1s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': {
    animation: 'none',
  },
});

/** The translated state of the real-time connection, e.g. "Live updates: Reconnecting…" (docs/product.md §4 Real-time connection). */
export function useConnectionStatusText(): string {
  const { t } = useTranslation();
  const state = useAtomValue(connectionStateAtom);
  return t('realtime.status', { state: t(`realtime.states.${state}`) });
}

/**
 * A small status dot for the corner of the notification bell: green connected, amber connecting/reconnecting
 * (blinking unless reduced motion), red disconnected. Place it inside a `position: relative` wrapper, beside the
 * button (not inside it), so the bell's accessible name stays short; the dot is an image with the state as its name.
 */
export function ConnectionDot() {
  const state = useAtomValue(connectionStateAtom);
  const label = useConnectionStatusText();
  return <Dot state={state} role="img" aria-label={label} title={label} data-testid="connection-dot" data-state={state} />;
}
