import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { Breadcrumbs, type Crumb } from '@site/components/breadcrumbs';
import { isRouteHandle } from '@site/lib/route-handle';

/**
 * Breadcrumbs built from route data (docs/product.md §2): the translated `breadcrumb` key of every matched route that has one.
 * Hidden on the home page (a single crumb says nothing).
 */
export function RouteBreadcrumbs() {
  const { t } = useTranslation();
  const matches = useMatches();
  const crumbs: Crumb[] = [];
  for (const match of matches) {
    const handle = match.handle;
    if (!isRouteHandle(handle) || !handle.breadcrumb) continue;
    const to = match.pathname.length > 1 ? match.pathname.replace(/\/$/, '') : '/';
    // An index route shares its parent's pathname; keep one crumb per path.
    if (crumbs.at(-1)?.to === to) continue;
    crumbs.push({ label: t(handle.breadcrumb), to });
  }
  if (crumbs.length < 2) return null;
  return <Breadcrumbs items={crumbs} label={t('breadcrumbs.label')} />;
}
