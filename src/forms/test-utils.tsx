import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from '@emotion/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { addMoneyFormat } from '@site/lib/i18n';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { buildTheme } from '@site/lib/brand';
import en from '@config/locales/en.json';
import tr from '@config/locales/tr.json';
import type { SessionData } from '@contracts/types/auth/session';

/** A fresh i18next instance with the bundled tr and en texts (test helper; default en). */
export function createTestI18n(lng: 'en' | 'tr' = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'tr',
    resources: { en: { translation: en }, tr: { translation: tr } },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  addMoneyFormat(instance);
  return instance;
}

/** Renders with the brand theme, i18n, a fresh jotai store and query client (test helper). */
export function renderWithProviders(ui: ReactElement, { lng = 'en' as 'en' | 'tr', store = createStore() } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={buildTheme()}>
      <I18nextProvider i18n={createTestI18n(lng)}>
        <JotaiProvider store={store}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </JotaiProvider>
      </I18nextProvider>
    </ThemeProvider>
  );
  return { store, queryClient, ...render(ui, { wrapper }) };
}

/**
 * Session data as auth/login and auth/register return it (schemas/api/auth/session.json), for dialog tests.
 * Sportsbook fields are empty; pass what the test cares about in `overrides`.
 */
export function sessionFixture(overrides: Partial<SessionData> = {}): SessionData {
  return {
    token: 't0k3n',
    username: 'ali123',
    usercode: 'U1',
    name: 'Ali',
    surname: 'Veli',
    balance: 0,
    phone: '905321234567',
    smsVerified: false,
    betsyCid: '',
    betsyUrl: '',
    betsyToken: '',
    betcoToken: '',
    betcoUrl: '',
    ...overrides,
  };
}

/** A fetch Response with a JSON body, as the platform server sends it. */
export const jsonReply = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
