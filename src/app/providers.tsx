import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { AppThemeProvider } from './theme-provider';
import { AppToaster } from './toaster';

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
          <AppToaster />
        </AppThemeProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
