import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

/** Every row of the docs/product.md §7 table (paths relative to ./api/), one method each. */
const SPEC_7 = [
  'POST auth/login',
  'GET auth/logout',
  'GET auth/form',
  'POST auth/register',
  'POST auth/sendresetpassword',
  'POST auth/checkresetcode',
  'POST auth/changepasswordwithcode',
  'POST customer/updatephone',
  'POST customer/changepassword',
  'POST customer/readnotification',
  'POST customer/notification',
  'GET user/balance',
  'GET bonus/definetrialbonus',
  'GET bonus/trialbonusamount',
  'POST payment/detail',
  'POST payment/withdraw',
  'POST payment/deposit',
  'POST casino/games',
  'GET casino/categorylist',
  'POST casino/togglefavorite',
  'POST casino/pragmaticlaunchurl',
  'POST casino/dtlaunchurl',
  'POST casino/emlaunchurl',
  'POST casino/amusnetlaunchurl',
  'POST casino/egtlaunchurl',
  'POST casino/hub88launchurl',
  'POST casino/softgamingslaunchurl',
  'GET casino/egtjackpot',
  'GET casino/jackpotcards',
  'GET casino/eqyptquest',
  'GET cms/languagelist',
  'GET cms/translationlist',
  'GET cms/popup',
  'GET cms/domainstatus',
  'GET cms/coveryjs',
  'POST cms/siteoptionlist',
  'POST cms/sliderlist',
  'POST cms/contenttitlelist',
] as const;

/** Calls the cross-feature contracts of the project add to the table (dashboard histories and bonuses). */
const CONTRACTS = ['POST customer/gamehistory', 'POST customer/financialhistory', 'POST customer/sessionhistory', 'POST customer/bonuses'] as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('docs/product.md §7: every call the site makes is served', () => {
  it('lists all 38 rows of the table', () => {
    expect(new Set(SPEC_7).size).toBe(38);
  });

  it.each([...SPEC_7, ...CONTRACTS])('%s is registered under /api/', (row) => {
    const [method, path] = row.split(' ') as ['GET' | 'POST', string];
    expect(t.app.hasRoute({ method, url: `/api/${path}` })).toBe(true);
  });

  it('the real-time hub is served at /hub/frnotify', () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/hub/frnotify' })).toBe(true);
  });
});
