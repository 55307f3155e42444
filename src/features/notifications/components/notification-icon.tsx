import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { Icon, type AnyIconName } from '@site/components/icons';
import { alpha } from '@site/components/color';
import type { Notification } from '@site/features/notifications/api/notifications';

type NotificationType = Notification['type'];

/** System icon per notification type (docs/product.md §3: Deposit 1, Withdraw 2, Jackpot 3, Bonus 4, System 5). */
export const TYPE_ICONS: Record<NotificationType, AnyIconName> = { 1: 'wallet', 2: 'arrow-up', 3: 'trophy', 4: 'gift', 5: 'info' };

const tone = (theme: Theme, type: NotificationType): string =>
  ({ 1: theme.colors.success, 2: theme.colors.warning, 3: theme.colors.primary, 4: theme.colors.accent, 5: theme.colors.textMuted })[type];

function Circle({ big, kind, ...props }: ComponentProps<'span'> & { kind: NotificationType; big: boolean }) {
  return <span css={(theme) => circleCss({ theme, big, kind })} {...props} />;
}

const circleCss = ({ theme, big, kind }: { kind: NotificationType; big: boolean } & { theme: Theme }) =>
  css({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: `${big ? 48 : 40}px`,
  height: `${big ? 48 : 40}px`,
  borderRadius: theme.radii.pill,
  color: tone(theme, kind),
  background: alpha(tone(theme, kind), 16),
});

/** The round, tinted type icon of a notification; decorative (the type is also given as text). */
export function NotificationIcon({ type, big = false }: { type: NotificationType; big?: boolean }) {
  return (
    <Circle kind={type} big={big} aria-hidden="true">
      <Icon name={TYPE_ICONS[type] ?? 'info'} size={big ? 24 : 20} />
    </Circle>
  );
}
