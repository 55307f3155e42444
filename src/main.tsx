import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { fetchTranslations } from './features/cms/api/translations';
import { siteConfig } from './lib/config';
import { applyTranslations, initI18n } from './lib/i18n';
import { getLanguage } from './lib/locale';
import { captureReferral, safeLocalStorage } from './lib/referral';

/**
 * Startup (docs/product.md §4): the bundled texts of the player's language and the server's overrides (cms/translationlist)
 * are fetched in parallel; a failed or slow override call (after translationTimeoutMs) never blocks the first render.
 */
async function start(): Promise<void> {
  // Issue 16 item 3: a referral link may land on any page; keep its values for Sign Up (first touch wins).
  captureReferral(safeLocalStorage(), window.location.search);
  const language = getLanguage();
  const overrides = fetchTranslations(siteConfig.startup.translationTimeoutMs).catch(() => []);
  await initI18n(language);
  applyTranslations(await overrides, language);

  const queryClient = createQueryClient();
  const router = createAppRouter();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
