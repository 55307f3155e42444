import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@site/components/icons';
import { useSiteTime } from '@site/lib/use-site-time';
import type { Notification } from '@site/features/notifications/api/notifications';
import { NotificationIcon } from './notification-icon';
import { BackButton, Detail } from './panel-styles';

/** The detail view of one notification with a back arrow to the list (docs/product.md §2 Notifications panel). */
export function NotificationDetail({ notification, onBack }: { notification: Notification; onBack: () => void }) {
  const { t } = useTranslation();
  const time = useSiteTime();
  const backRef = useRef<HTMLButtonElement>(null);
  // Keyboard and screen-reader users land at the top of the new view.
  useEffect(() => backRef.current?.focus(), []);
  return (
    <Detail aria-labelledby={`notification-${notification.id}`}>
      <BackButton ref={backRef} type="button" onClick={onBack}>
        <Icon name="back" size={18} />
        {t('notifications.back')}
      </BackButton>
      <header>
        <NotificationIcon type={notification.type} big />
        <div>
          <h3 id={`notification-${notification.id}`}>{notification.title}</h3>
          <div className="meta">
            <span>{t(`notifications.types.${notification.type}`)}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={notification.timeStamp}>{time.format(notification.timeStamp)}</time>
            <span>({time.zone})</span>
          </div>
        </div>
      </header>
      {notification.note ? <p className="note">{notification.note}</p> : null}
    </Detail>
  );
}
