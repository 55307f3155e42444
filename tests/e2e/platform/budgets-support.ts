import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  page?: string;
  protected?: boolean;
  children?: RouteNode[];
}

/**
 * A concrete URL for every route with a page in config/routes.json (`:param` → 1, `*` → a path no route has), and
 * whether it is protected (flag inherited from its group).
 */
export function routeUrls(): { id: string; url: string; protected: boolean }[] {
  const config = JSON.parse(readFileSync(join(process.cwd(), 'config', 'routes.json'), 'utf8')) as { routes: RouteNode[] };
  const urls: { id: string; url: string; protected: boolean }[] = [];
  const walk = (nodes: RouteNode[], base: string, inherited: boolean): void => {
    for (const node of nodes) {
      const segment = node.index || !node.path ? '' : node.path.replace(/^\//, '');
      const path = segment ? `${base.replace(/\/$/, '')}/${segment}` : base;
      const isProtected = inherited || Boolean(node.protected);
      if (node.page) urls.push({ id: node.id, url: path.replace(/:[A-Za-z]+/g, '1').replace('*', 'no-such-page'), protected: isProtected });
      walk(node.children ?? [], path || '/', isProtected);
    }
  };
  walk(config.routes, '', false);
  return urls;
}

/** The build the journey's server serves (E2E_DIST_DIR as in playwright.config.ts, else dist). */
export const distDir = (): string => join(process.cwd(), process.env.E2E_DIST_DIR ?? 'dist');
