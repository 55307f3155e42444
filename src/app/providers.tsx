import { Suspense, lazy, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { AppThemeProvider } from './theme-provider';
import { usePainted } from '@site/lib/after-paint';

const LazyToaster = lazy(() => import('./toaster').then((m) => ({ default: m.AppToaster })));

/**
 * The toaster's place: a live region present from the first render on. While a modal dialog is open, Radix Dialog
 * hides the rest of the page from assistive technology, live regions excepted (src/components/dialog.tsx): this
 * wrapper is one, so a toast raised over a dialog (a wrong SMS code) is still announced and found by role — also
 * when the dialog opened before the toaster loaded. Each toast says how politely itself (role="status").
 * The toaster itself (react-hot-toast and its goober styles, ~5 KB gzip) loads after the first render instead of
 * with it (docs/performance.md: home first-load JS within 180 KB). Nothing is lost meanwhile: react-hot-toast keeps the
 * toasts raised before its container mounts in its own store and shows them when it does. Mounted once the first
 * frame has been painted, so a server render and the client's first (hydrating) render hold the empty region only.
 */
function ToasterRegion() {
  const mounted = usePainted('toaster');
  return (
    <div aria-live="off" css={{ display: 'contents' }}>
      {mounted ? (
        <Suspense fallback={null}>
          <LazyToaster />
        </Suspense>
      ) : null}
    </div>
  );
}

/** A QueryClient with the site's defaults: one retry, no refetch storms on focus except where a query asks. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** Every app-wide provider: TanStack Query, jotai, the brand's Emotion theme and the toaster. i18next is global. */
export function AppProviders({
  children,
  queryClient = createQueryClient(),
  store = createStore(),
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  store?: ReturnType<typeof createStore>;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <AppThemeProvider>
          {children}
          <ToasterRegion />
        </AppThemeProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
