import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { RouteHandle } from './route-handle';

/**
 * What a server-rendered page's data function gets (docs/architecture.md "Server-rendered pages"): the
 * QueryClient the render will use, and the URL as the route sees it — its params (`/pages/:id`), its query string
 * and the route's static props (config/routes.json `props`, e.g. the lobby's `category`).
 */
export interface PageDataArgs {
  queryClient: QueryClient;
  params: Params;
  search: URLSearchParams;
  props: RouteHandle['props'];
}

/**
 * Names the TanStack queries a page renders with, for its URL, and loads them into `queryClient` before the server
 * renders it (`ensureQueryData`, with the same query options the page's components use: one fact, one place).
 * Exported as `pageData` by a page module (src/app/router.tsx runs it as the route's loader, on the server only) and
 * as `layoutData` for the Layout. A query that fails is no error of the page: it resolves anyway (see `ensureAll`).
 */
export type PageData = (args: PageDataArgs) => Promise<void>;

/**
 * Waits for every query load of `loads` (each a `queryClient.ensureQueryData(...)`), failed ones included: a failed
 * query is left to the page, which shows it loading as the browser will before it asks again.
 */
export async function ensureAll(loads: readonly Promise<unknown>[]): Promise<void> {
  await Promise.allSettled(loads);
}
