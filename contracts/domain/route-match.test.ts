import { describe, expect, it } from 'vitest';
import routesJson from '@config/routes.json';
import { buildRouteTree, routeLeadsSomewhere, routeMatchTree, type RouteTreeInput } from './route-match';

const tree = routeMatchTree((routesJson as { routes: RouteTreeInput[] }).routes);

describe('route matching shared by the router and the config check', () => {
  it.each(['/', '/casino', '/casino/slot', '/casino/play/aviator/fun', '/pages', '/pages/3?x=1#top', '/dashboard', '/dashboard/deposit', '/spor'])(
    '%s opens a page or a redirect',
    (link) => expect(routeLeadsSomewhere(tree, link)).toBe(true),
  );

  it.each(['/casino/slott', '/nope', '/dashboard/nope', '/pages/3/extra'])('%s lands on the not-found route', (link) => {
    expect(routeLeadsSomewhere(tree, link)).toBe(false);
  });

  it('refuses a group with neither page, index child nor redirect (a blank page)', () => {
    const groups = routeMatchTree([{ id: 'root', path: '/', children: [{ id: 'g', path: 'g', children: [{ id: 'c', path: 'c', page: 'app/pages/x' }] }] }]);
    expect(routeLeadsSomewhere(groups, '/g/c')).toBe(true);
    expect(routeLeadsSomewhere(groups, '/g')).toBe(false);
  });

  it('puts a redirect first among the children and inherits protection', () => {
    const built = buildRouteTree(
      [{ id: 'a', path: 'a', protected: true, redirect: '/a/b', children: [{ id: 'b', path: 'b' }, { id: 'i', index: true }] }],
      (route, isProtected) => ({ name: route.id, isProtected }),
      (target) => ({ name: `to ${target}`, isProtected: false }),
    );
    expect(built).toEqual([
      {
        id: 'a',
        path: 'a',
        name: 'a',
        isProtected: true,
        children: [
          { name: 'to /a/b', isProtected: false, index: true },
          { id: 'b', path: 'b', name: 'b', isProtected: true, children: undefined },
          { id: 'i', index: true, name: 'i', isProtected: true },
        ],
      },
    ]);
  });
});
