import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { notificationsOpenAtom, sidebarOpenAtom } from '../../lib/panels';

const Sidebar = lazy(() => import('./sidebar/sidebar').then((m) => ({ default: m.Sidebar })));
const NotificationsPanel = lazy(() =>
  import('../../features/notifications/components/notifications-panel').then((m) => ({ default: m.NotificationsPanel })),
);

/**
 * Mounts `children` from the first time `open` is true, and keeps them mounted after (so closing animates). The side
 * menu and the notifications sheet render nothing while closed; their code and the dialog primitive under them
 * load with the first open instead of with every page (docs/architecture.md: heavy code loads on demand).
 */
function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The phone side menu (docs/product.md §2 Side menu), loaded on its first open. */
export function LazySidebar() {
  return (
    <OnceOpened open={useAtomValue(sidebarOpenAtom)}>
      <Sidebar />
    </OnceOpened>
  );
}

/** The notifications sheet (docs/product.md §2 Notifications panel), loaded on its first open. */
export function LazyNotificationsPanel() {
  return (
    <OnceOpened open={useAtomValue(notificationsOpenAtom)}>
      <NotificationsPanel />
    </OnceOpened>
  );
}
