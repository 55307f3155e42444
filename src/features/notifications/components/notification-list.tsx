import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@site/components/icons';
import { useSiteTime } from '@site/lib/use-site-time';
import type { Notification } from '@site/features/notifications/api/notifications';
import { NotificationIcon } from './notification-icon';
import { Empty, Item, List, UnreadDot, VisuallyHidden } from './panel-styles';

interface Props {
  notifications: readonly Notification[];
  onOpen: (notification: Notification) => void;
  /** Id of the item to focus when the list shows again (the one just viewed), so Back keeps the keyboard place. */
  focusId?: number | null;
}

/** The list view of the notifications panel (docs/product.md §2), newest first; unread items are marked; empty state text. */
export function NotificationList({ notifications, onOpen, focusId }: Props) {
  const { t } = useTranslation();
  const time = useSiteTime();
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (focusId == null) return;
    listRef.current?.querySelector<HTMLButtonElement>(`[data-id="${focusId}"]`)?.focus();
  }, [focusId]);

  if (notifications.length === 0) {
    return (
      <Empty>
        <Icon name="bell" size={40} />
        <p>{t('notifications.empty')}</p>
      </Empty>
    );
  }
  return (
    <List ref={listRef} aria-label={t('notifications.title')}>
      {notifications.map((n) => (
        <li key={n.id}>
          <Item type="button" data-id={n.id} data-unread={String(!n.isRead)} onClick={() => onOpen(n)}>
            <NotificationIcon type={n.type} />
            <span className="text">
              <span className="title">{n.title}</span>
              {n.note ? <span className="note">{n.note}</span> : null}
            </span>
            <span className="meta">
              <time dateTime={n.timeStamp}>{time.format(n.timeStamp)}</time>
              {n.isRead ? null : (
                <>
                  <UnreadDot aria-hidden="true" />
                  <VisuallyHidden>{t('notifications.unread')}</VisuallyHidden>
                </>
              )}
            </span>
          </Item>
        </li>
      ))}
    </List>
  );
}
