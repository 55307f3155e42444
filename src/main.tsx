import { StrictMode, startTransition, useEffect, useRef } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { createStore, useAtomValue, useSetAtom } from 'jotai';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { fetchTranslations } from './features/cms/api/translations';
import { siteConfig } from './lib/config';
import { applyTranslations, initI18n } from './lib/i18n';
import { getLanguage, writeLanguageCookie } from './lib/locale';
import { captureReferral, safeLocalStorage } from './lib/referral';
import type { StoredAuthData } from './lib/auth-storage';
import { authAtom } from './lib/session';
import { beginHydration, markHydrated } from './lib/use-hydrated';
import { asOfArrival, readSsrState } from './ssr/state';

/**
 * Resolves in a new task, so the browser may paint and handle input in between: start-up work is cut into tasks that
 * each block the page for less time (docs/performance.md: TBT counts every task's time over 50 ms).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * After the hydrating render has committed: marks the page hydrated and lets the stored session `auth` join; then, once
 * the render in which it has joined has committed, runs `release` (the held early input). A click held before
 * hydration is thus replayed on handlers that know the player: a logged-in player's early tap on a game's Play
 * opens the game, not the visitor's login dialog. Renders nothing.
 */
function AfterHydration({ auth, release }: { auth: StoredAuthData | null; release: () => void }) {
  const current = useAtomValue(authAtom);
  const setAuth = useSetAtom(authAtom);
  const joining = useRef(false);
  useEffect(() => {
    markHydrated();
    setAuth(auth);
    joining.current = true;
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, at the hydrating commit
  // Runs after the effect above in the hydrating commit (a visitor: nothing to join), then at each commit with a new
  // session value: the one where the stored session has joined releases the input.
  useEffect(() => {
    if (joining.current && current === auth) release();
  }, [current, auth, release]);
  return null;
}

/**
 * Marks `<html data-live>` once the app's first render has committed, hydrating the server's HTML or rendering anew:
 * scripts outside the app (the journeys in tests/e2e, devtools) can tell the page has come alive. Renders nothing.
 */
function MarkLive() {
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);
  return null;
}

/**
 * Startup (docs/product.md §4): the bundled texts of the player's language and the server's overrides (cms/translationlist)
 * are fetched in parallel; a failed or slow override call (after translationTimeoutMs) never blocks the first render.
 *
 * A server-rendered page (docs/architecture.md "Server-rendered pages") carries its state in
 * `#ssr-state`: when it was rendered in the player's language, the page hydrates with that state's texts and query data
 * (no refetch) and the matched page modules loaded first; the session (local storage, unknown to the server) joins
 * right after hydration, so the first render equals the server's HTML. Otherwise the app renders from scratch.
 */
async function start(): Promise<void> {
  // The app's modules have just been evaluated in one task; the start-up work goes in the next (docs/performance.md: TBT).
  await nextTask();
  // A referral link may land on any page; keep its values for Sign Up (first touch wins).
  captureReferral(safeLocalStorage(), window.location.search);
  const language = getLanguage();
  // The server renders in the `lang` cookie's language: keep it equal to the stored choice.
  writeLanguageCookie(language);
  const ssr = readSsrState(document);
  const hydrating = ssr !== null && ssr.language === language;
  const root = document.getElementById('root') as HTMLElement;
  // Rendered in another language than the stored one (a cookie from before the choice): nothing of it stays clickable.
  if (ssr && !hydrating) root.replaceChildren();
  // What the player did to the server's HTML before the app was here, held by src/ssr/page-start.ts; replayed after
  // hydration. Not hydrating (another language than rendered), the held taps were on markup that is gone: released now,
  // which only takes the hold off #root.
  const releaseInput = window.siteEarlyInput ?? (() => undefined);
  delete window.siteEarlyInput;
  if (!hydrating) releaseInput();
  const overrides = hydrating ? Promise.resolve(ssr.translations) : fetchTranslations(siteConfig.startup.translationTimeoutMs).catch(() => []);
  const [router] = await Promise.all([createAppRouter(hydrating), initI18n(language)]);
  applyTranslations(await overrides, language);

  const queryClient = createQueryClient();
  const store = createStore();
  if (!hydrating) {
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={queryClient} store={store}>
          <RouterProvider router={router} />
          <MarkLive />
        </AppProviders>
      </StrictMode>,
    );
    return;
  }
  hydrate(queryClient, asOfArrival(ssr.queries, Date.now()));
  beginHydration();
  const auth = store.get(authAtom);
  store.set(authAtom, null);
  // In a transition: React hydrates in slices that yield to the browser (a default-priority hydration is one task as
  // long as the whole page's; docs/performance.md, TBT). Input before it is done is held and replayed (holdEarlyInput).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProviders queryClient={queryClient} store={store}>
          <RouterProvider router={router} />
          <AfterHydration auth={auth} release={releaseInput} />
          <MarkLive />
        </AppProviders>
      </StrictMode>,
      {
        // A mismatch React recovered from by rendering on the client: logged (the journeys fail on it, tests/e2e/platform/ssr.spec.ts).
        onRecoverableError: (error, info) => console.error('Hydration: recoverable error', error, info.componentStack ?? ''),
      },
    );
  });
}

void start();
