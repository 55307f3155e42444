import { describe, expect, it } from 'vitest';
import { flattenRoutes, isProtectedPath } from './route-config';

describe('route config', () => {
  it('lists every spec route with an absolute path', () => {
    const patterns = flattenRoutes().map((r) => r.pattern);
    for (const path of ['/', '/promotions', '/pages', '/pages/:id', '/casino/slot', '/casino/live', '/casino/popular-games', '/casino/games',
      '/casino/tvbets', '/casino/play/:game', '/livespor/fcg', '/livespor/betco', '/spor/fcg', '/spor/betco', '/dashboard',
      '/dashboard/deposit', '/dashboard/withdraw', '/dashboard/game-history', '/dashboard/bonuses', '/dashboard/financial-activities',
      '/dashboard/session-history', '/dashboard/account']) {
      expect(patterns).toContain(path);
    }
  });

  it('marks /dashboard/** and game play protected, public pages not', () => {
    expect(isProtectedPath('/dashboard')).toBe(true);
    expect(isProtectedPath('/dashboard/deposit')).toBe(true);
    expect(isProtectedPath('/casino/play/abc')).toBe(true);
    expect(isProtectedPath('/casino/slot')).toBe(false);
    expect(isProtectedPath('/')).toBe(false);
    expect(isProtectedPath('/pages/3')).toBe(false);
    expect(isProtectedPath('/no/such/page')).toBe(false);
  });
});
