import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { addNotificationToCache, isNotification, notificationsQuery, unreadCount, type Notification } from './notifications';

const n = (id: number, isRead = false): Notification => ({ id, type: 1, title: `T${id}`, note: '', timeStamp: '2026-11-21T09:05:00.000Z', isRead });

describe('addNotificationToCache (docs/product.md §4: a pushed Notification joins the list)', () => {
  it('puts the pushed notification first, replaces a repeated id and keeps at most 100', () => {
    const client = new QueryClient();
    const key = notificationsQuery('tok').queryKey;
    client.setQueryData(key, Array.from({ length: 100 }, (_, i) => n(100 - i, true)));
    addNotificationToCache(client, 'tok', n(101));
    let list = client.getQueryData(key) ?? [];
    expect(list).toHaveLength(100);
    expect(list[0]).toEqual(n(101));
    expect(list.at(-1)?.id).toBe(2);
    expect(unreadCount(list)).toBe(1);
    addNotificationToCache(client, 'tok', { ...n(101), title: 'again' });
    list = client.getQueryData(key) ?? [];
    expect(list.filter((x) => x.id === 101)).toEqual([{ ...n(101), title: 'again' }]);
  });

  it('invalidates instead when the list is not loaded yet', () => {
    const client = new QueryClient();
    addNotificationToCache(client, 'tok', n(1));
    expect(client.getQueryData(notificationsQuery('tok').queryKey)).toBeUndefined();
  });
});

describe('isNotification', () => {
  it('accepts the docs/product.md §3 shape only', () => {
    expect(isNotification(n(1))).toBe(true);
    expect(isNotification({ ...n(1), type: 6 })).toBe(false);
    expect(isNotification({ ...n(1), id: '1' })).toBe(false);
    expect(isNotification('hello')).toBe(false);
    expect(isNotification(null)).toBe(false);
  });
});
