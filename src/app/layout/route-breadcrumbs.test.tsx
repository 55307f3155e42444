// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { routesConfig } from '@site/lib/config';
import { buildRoutes } from '@site/app/router';
import { initTestI18n, renderApp } from '@site/app/test-utils';
import { RouteBreadcrumbs } from './route-breadcrumbs';

beforeAll(async () => {
  await initTestI18n();
});
afterEach(cleanup);

function renderAt(path: string) {
  const routes = [
    {
      element: (
        <>
          <RouteBreadcrumbs />
          <Outlet />
        </>
      ),
      children: buildRoutes(routesConfig.routes),
    },
  ];
  return renderApp({ routes, path });
}

describe('RouteBreadcrumbs', () => {
  it('builds translated crumbs from route data with the last one current', async () => {
    renderAt('/casino/live');
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Home', 'Casino', 'Live Casino']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Casino' })).toHaveAttribute('href', '/casino');
    const current = within(nav).getByText('Live Casino');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.tagName).not.toBe('A');
  });

  it('uses the parent crumb once for an index route and shows none on home', async () => {
    const { unmount } = renderAt('/pages');
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Home', 'Contents']);
    unmount();
    renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });
});
