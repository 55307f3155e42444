import { randomBytes } from 'node:crypto';

/** Where the demo sportsbooks live (the sports issue serves them); the client frames these URLs. */
export const DEMO_SPORTSBOOK_URLS = { betsyUrl: '/demo/sportsbook/fcg', betcoUrl: '/demo/sportsbook/betco' } as const;

export interface SportsbookSession {
  /** Customer id at the first sportsbook: the player's public code. */
  betsyCid: string;
  /** Per-session random launch tokens (128-bit, base64url) the sportsbooks exchange for the player. */
  betsyToken: string;
  betcoToken: string;
}

/** Fresh sportsbook launch values for one login session (stored in the sessions row). */
export function newSportsbookSession(usercode: string): SportsbookSession {
  return {
    betsyCid: usercode,
    betsyToken: randomBytes(16).toString('base64url'),
    betcoToken: randomBytes(16).toString('base64url'),
  };
}
