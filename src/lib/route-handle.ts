import { useMatches } from 'react-router';

/**
 * What every route built from config/routes.json carries as its react-router `handle` (docs/product.md §2 Routes).
 * `breadcrumb` is a locale key; `protected` is inherited from ancestors; `props` are the route's static values.
 */
export interface RouteHandle {
  id: string;
  breadcrumb?: string;
  protected: boolean;
  props: Record<string, string | number | boolean>;
  /** The route's page module as config/routes.json names it, e.g. `features/casino/pages/lobby`. */
  page?: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'id' in value && 'props' in value;
}

/** The static `props` of the deepest matched route, e.g. `{ category: 'slot', title: 'breadcrumbs.slot' }`. */
export function useRouteProps(): RouteHandle['props'] {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return handle.props;
  }
  return {};
}
