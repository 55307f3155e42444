import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import en from '@config/locales/en.json';
import { initI18n } from '@site/lib/i18n';
import { authAtom } from '@site/lib/session';
import type { StoredAuthData } from '@site/lib/auth-storage';
import { AppProviders, createQueryClient } from './providers';

/** A demo player's stored auth data for tests (balance in lira). */
export const testPlayer: StoredAuthData = {
  token: 'test-token',
  username: 'demouser',
  usercode: 'P-1',
  name: 'Demo',
  surname: 'Oyuncu',
  balance: 10,
  phone: '905550000000',
  smsVerified: true,
  betsyCid: '',
  betsyUrl: '',
  betsyToken: '',
  betcoToken: '',
  betcoUrl: '',
  fingerprint: 'fp',
};

/** i18next with the bundled English texts (synchronous resources, no network). */
export const initTestI18n = () => initI18n('en', { en: { translation: en } });

/**
 * Renders `routes` (or `ui` at "/") in a memory router under the app's providers, with a fresh jotai store
 * (logged in as `auth` when given) and a QueryClient without retries.
 */
export function renderApp({ ui, routes, path = '/', auth = null }: { ui?: ReactNode; routes?: RouteObject[]; path?: string; auth?: StoredAuthData | null }) {
  const store = createStore();
  store.set(authAtom, auth);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={queryClient} store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, router, queryClient };
}
