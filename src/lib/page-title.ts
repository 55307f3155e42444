import { useTheme } from '@emotion/react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { isRouteHandle } from './route-handle';

/** Between the parts of a page title, most specific first: "Slot – Casino". */
const PART_SEPARATOR = ' – ';
/** Between the page title and the brand name: "Slot – Casino | Brand". */
const BRAND_SEPARATOR = ' | ';

/** The page's own name for its title (a CMS page's title, a game's name), set by usePageTitle; undefined when none. */
let pageName: string | undefined;
const listeners = new Set<() => void>();

function setPageName(next: string | undefined) {
  if (pageName === next) return;
  pageName = next;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/**
 * A page whose name is data rather than a route's breadcrumb key (a CMS content page: its title; the game page: the
 * game's name) names itself for the document title while it is shown. `undefined` (still loading) keeps the
 * breadcrumb. Source: WCAG 2.4.2 Page Titled, docs/accessibility.md.
 */
export function usePageTitle(name: string | undefined): void {
  useEffect(() => {
    setPageName(name || undefined);
    return () => setPageName(undefined);
  }, [name]);
}

/**
 * The document title from the given parts (translated breadcrumbs from the root down, then the page's own name):
 * the home crumb is dropped unless it is the only one, the page's name replaces the deepest crumb, and the parts are
 * joined most specific first, e.g. `["Home", "Casino", "Slot"]` → "Slot – Casino | Brand".
 */
export function composeDocumentTitle(crumbs: string[], name: string | undefined, brand: string): string {
  const parts = crumbs.length > 1 ? crumbs.slice(1) : [...crumbs];
  if (name) parts.splice(Math.max(parts.length - 1, 0), 1, name);
  const page = parts.reverse().join(PART_SEPARATOR);
  return page ? `${page}${BRAND_SEPARATOR}${brand}` : brand;
}

/**
 * Keeps `document.title` as "<page title> | <brand name>" (WCAG 2.4.2, docs/accessibility.md): the page title comes from the
 * matched routes' `breadcrumb` keys of config/routes.json in the current language, or the page's own name
 * (usePageTitle). Updated on navigation and on language change. Used once, by the layout.
 */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const theme = useTheme();
  const matches = useMatches();
  const name = useSyncExternalStore(subscribe, () => pageName, () => undefined);
  const crumbs: string[] = [];
  let lastPath: string | undefined;
  for (const match of matches) {
    const handle = match.handle;
    if (!isRouteHandle(handle) || !handle.breadcrumb) continue;
    // An index route shares its parent's pathname; keep one part per path (as the breadcrumbs do).
    const path = match.pathname.length > 1 ? match.pathname.replace(/\/$/, '') : '/';
    if (lastPath === path) continue;
    lastPath = path;
    crumbs.push(t(handle.breadcrumb));
  }
  const title = composeDocumentTitle(crumbs, name, theme.brandName);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
