import { DEMO_SPORTSBOOK_URLS } from '@server/sports/session';
import type { SportsbookId, SportsbookProvider } from './types';

/** The built-in demo sportsbooks, one per integration; both run on the server's own events and odds. */
export const SPORTSBOOKS: Readonly<Record<SportsbookId, SportsbookProvider>> = {
  fcg: {
    id: 'fcg',
    name: 'FCG Sports',
    url: DEMO_SPORTSBOOK_URLS.betsyUrl,
    usesCid: true,
    tokenColumn: 'betsy_token',
    tokenIssuedColumn: 'betsy_token_at',
  },
  betco: {
    id: 'betco',
    name: 'Betco',
    url: DEMO_SPORTSBOOK_URLS.betcoUrl,
    usesCid: false,
    tokenColumn: 'betco_token',
    tokenIssuedColumn: 'betco_token_at',
  },
};

/** The sportsbook named `id`, or null for anything else (route params are untrusted text). */
export function sportsbookOf(id: string): SportsbookProvider | null {
  return Object.hasOwn(SPORTSBOOKS, id) ? SPORTSBOOKS[id as SportsbookId] : null;
}
