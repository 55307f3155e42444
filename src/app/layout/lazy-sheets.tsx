import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { notificationsOpenAtom, sidebarOpenAtom } from '@site/lib/panels';
import { usePainted, whenIdle } from '@site/lib/after-paint';
import { LoadingVeil } from '@site/components/loading-veil';

/** The side menu once its chunk has loaded: rendered directly then, so its first open needs no Suspense round. */
let LoadedSidebar: ComponentType | null = null;
const loadSidebar = () =>
  import('./sidebar/sidebar').then((m) => {
    LoadedSidebar = m.Sidebar;
    return { default: m.Sidebar };
  });
const Sidebar = lazy(loadSidebar);
const NotificationsPanel = lazy(() =>
  import('@site/features/notifications/components/notifications-panel').then((m) => ({ default: m.NotificationsPanel })),
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

/**
 * The side menu (docs/product.md §2 Side menu), mounted on its first open. Its chunk (~5 KB gzip with the dialog
 * primitive) is fetched once the page is idle after its first render, so the first tap finds it there. That first
 * open still renders the whole menu (and Emotion writes its styles) for the first time, which takes longer than a
 * frame on a slow phone, so the tap paints the loading veil at once and the menu slides in right after
 * (docs/performance.md "First interaction": the first interaction answers within 100 ms at 4× CPU slowdown). Later opens render the menu at once.
 */
export function LazySidebar() {
  useEffect(() => whenIdle(() => void loadSidebar()), []);
  return (
    <OnceOpened open={useAtomValue(sidebarOpenAtom)}>
      <SidebarSlot />
    </OnceOpened>
  );
}

/**
 * The side menu from its first open on: the veil for the frame of that open, then the loaded menu when its chunk was
 * there at the first open, else the lazy one (the choice holds after).
 */
function SidebarSlot() {
  const painted = usePainted('sidebar');
  const [Component] = useState<ComponentType>(() => LoadedSidebar ?? Sidebar);
  return painted ? <Component /> : <LoadingVeil />;
}

/** The notifications sheet (docs/product.md §2 Notifications panel), loaded on its first open. */
export function LazyNotificationsPanel() {
  return (
    <OnceOpened open={useAtomValue(notificationsOpenAtom)}>
      <NotificationsPanel />
    </OnceOpened>
  );
}
