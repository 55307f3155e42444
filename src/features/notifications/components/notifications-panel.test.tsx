// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n, renderApp, testPlayer } from '@site/app/test-utils';
import { notificationsOpenAtom } from '@site/lib/panels';
import type { Notification } from '@site/features/notifications/api/notifications';
import { NotificationBell } from './notification-bell';
import { NotificationsPanel } from './notifications-panel';

beforeAll(async () => {
  await initTestI18n();
});
beforeEach(() => {
  // react-hot-toast asks for prefers-reduced-motion; jsdom has no matchMedia.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => vi.unstubAllGlobals());

const n = (id: number, isRead: boolean, title = `Title ${id}`): Notification => ({
  id, type: ((id % 5) + 1) as Notification['type'], title, note: `Note ${id}`, timeStamp: '2026-11-21T09:05:00.000Z', isRead,
});

const reply = (data: unknown, success = true, status = 200) =>
  new Response(JSON.stringify({ success, message: success ? '' : 'Nope', data }), { status, headers: { 'content-type': 'application/json' } });

/** Serves customer/notification from `list` and records readnotification bodies; `readResult` decides their answer. */
function server(list: Notification[], readResult: () => Promise<Response> = async () => reply(null)) {
  const reads: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('customer/notification')) return reply(list);
    if (url.includes('customer/readnotification')) {
      const body = JSON.parse(String(init?.body)) as { id: number[] };
      reads.push(body);
      const response = await readResult();
      // Like the real server: a confirmed read is reflected by the next list fetch.
      if (response.ok) list = list.map((x) => (body.id.includes(x.id) ? { ...x, isRead: true } : x));
      return response;
    }
    return reply([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { reads, fetchMock };
}

function renderPanel() {
  const view = renderApp({ ui: (<><NotificationBell /><NotificationsPanel /></>), auth: testPlayer });
  view.store.set(notificationsOpenAtom, true);
  return view;
}

describe('NotificationsPanel', () => {
  it('fetches skip 0 take 100 and lists newest first with the unread summary and d.MMM.YY times', async () => {
    const { fetchMock } = server([n(3, false), n(2, true), n(1, false)]);
    renderPanel();
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(dialog).findAllByRole('button', { name: /Title/ });
    expect(items.map((b) => b.textContent)).toEqual([expect.stringContaining('Title 3'), expect.stringContaining('Title 2'), expect.stringContaining('Title 1')]);
    expect(within(dialog).getByText('2 unread')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent(/21\.Nov\.26 \d{2}:05/);
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('customer/notification'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ skip: 0, take: 100 });
  });

  it('shows the docs/product.md §2 empty state', async () => {
    server([]);
    renderPanel();
    expect(await screen.findByText('When you have a new notification, you will see it here.')).toBeInTheDocument();
  });

  it('opens an unread one: detail at once, read only after the server confirms, badge falls; back returns to the list', async () => {
    let confirm: (r: Response) => void = () => undefined;
    const { reads } = server([n(2, false), n(1, false)], () => new Promise((resolve) => (confirm = resolve)));
    renderPanel();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveTextContent('2');
    await userEvent.click(await screen.findByRole('button', { name: /Title 2/ }));
    expect(screen.getByRole('heading', { name: 'Title 2' })).toBeInTheDocument();
    expect(screen.getByText('Note 2')).toBeInTheDocument();
    expect(reads).toEqual([{ id: [2] }]);
    // Not yet confirmed: still counted unread.
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    confirm(reply(null));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Title 2/ })).toHaveFocus();
  });

  it('makes no call for an already-read notification', async () => {
    const { reads } = server([n(6, false), n(5, true)]);
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /Title 5/ }));
    expect(screen.getByRole('heading', { name: 'Title 5' })).toBeInTheDocument();
    expect(reads).toEqual([]);
    // Opening the unread one next calls for it alone: a call for the read one would have been made first.
    await userEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    await userEvent.click(await screen.findByRole('button', { name: /Title 6/ }));
    await waitFor(() => expect(reads).toEqual([{ id: [6] }]));
  });

  it('keeps it unread when the server refuses', async () => {
    const { reads } = server([n(7, false)], async () => reply(null, false, 400));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /Title 7/ }));
    await waitFor(() => expect(reads).toEqual([{ id: [7] }]));
    // The refusal's toast shows once the call has failed and the panel has handled it.
    expect(await screen.findByText('Nope')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('shows 9+ on the bell from 9 unread', async () => {
    server(Array.from({ length: 9 }, (_, i) => n(i + 1, false)));
    renderPanel();
    const bell = await screen.findByRole('button', { name: 'Notifications, 9 unread' });
    expect(bell).toHaveTextContent('9+');
  });
});

describe('NotificationsPanel: mark all as read', () => {
  it('sends every unread id in one readnotification call; the badge and summary follow the server', async () => {
    const { reads } = server([n(4, false), n(3, true), n(2, false), n(1, false)]);
    const user = userEvent.setup();
    renderPanel();
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText('3 unread')).toBeInTheDocument();
    // The times are named: Istanbul time.
    expect(within(dialog).getByText('Istanbul time')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(dialog).getByText('All read')).toBeInTheDocument());
    expect(reads).toEqual([{ id: [4, 2, 1] }]);
    expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
