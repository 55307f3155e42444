import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { maxWidth } from '@site/lib/theme';
import { connectionLostAtom, connectionStateAtom, reconnectRequestAtom } from '@site/features/realtime/state';

function Bar({ phoneBottom, ...props }: ComponentProps<'div'> & { phoneBottom: number }) {
  return <div css={(theme) => barCss({ theme, phoneBottom })} {...props} />;
}

const barCss = ({ theme, phoneBottom }: { phoneBottom: number } & { theme: Theme }) =>
  css({
  position: 'fixed',
  left: '50%',
  bottom: 16,
  zIndex: 900,
  transform: 'translateX(-50%)',
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  maxWidth: 'calc(100vw - 24px)',
  padding: '10px 16px',
  border: `1px solid ${theme.colors.warning}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceRaised,
  color: theme.colors.text,
  boxShadow: `0 8px 24px ${theme.colors.overlay}`,
  fontSize: '0.9rem',
  strong: {
    color: theme.colors.warning,
    whiteSpace: 'nowrap',
  },
  small: {
    color: theme.colors.textMuted,
  },
  '.text': {
    display: 'grid',
    gap: 2,
    flex: 1,
    minWidth: 0,
  },
  button: {
    flex: 'none',
    padding: '6px 14px',
    border: `1px solid ${theme.colors.primary}`,
    borderRadius: theme.radii.pill,
    background: 'transparent',
    color: theme.colors.primary,
    fontWeight: 700,
    cursor: 'pointer',
  },
  [maxWidth(theme.breakpoints.md)]: {
    bottom: `${phoneBottom + 8}px`,
    width: 'calc(100vw - 24px)',
  },
});

/**
 * Tells a logged-in player when live updates are interrupted (docs/product.md §4 Real-time connection): "Reconnecting…"
 * while the client retries, and, once the docs/product.md §9 schedule is spent, an offline notice (it keeps trying in the
 * background, docs/realtime.md) with a Reconnect button that starts a fresh connection at once. Renders nothing
 * while connected. `phoneBottom`: px to keep clear at the bottom on phones (bottom bar).
 */
export function ConnectionBanner({ phoneBottom = 0 }: { phoneBottom?: number }) {
  const { t } = useTranslation();
  const state = useAtomValue(connectionStateAtom);
  const lost = useAtomValue(connectionLostAtom);
  const requestReconnect = useSetAtom(reconnectRequestAtom);
  let content = null;
  if (state === 'Reconnecting') {
    content = (
      <Bar phoneBottom={phoneBottom} data-testid="connection-banner">
        <strong>{t('realtime.reconnecting')}</strong>
        <small>{t('realtime.reconnectingDetail')}</small>
      </Bar>
    );
  } else if (lost && state === 'Disconnected') {
    content = (
      <Bar phoneBottom={phoneBottom} data-testid="connection-banner">
        <span className="text">
          <strong>{t('realtime.offline')}</strong>
          <small>{t('realtime.offlineRetrying')}</small>
        </span>
        <button type="button" onClick={() => requestReconnect((n) => n + 1)}>
          {t('realtime.reconnect')}
        </button>
      </Bar>
    );
  }
  // The live region stays in the page so screen readers announce what appears in it.
  return <div role="status">{content}</div>;
}
