import type { TestApp } from '@server/test/test-app';
import { call, fastRegistration } from '@server/test/test-app';

export interface TestPlayer {
  playerId: number;
  username: string;
  /** Bearer token of the login session. */
  token: string;
  betsyCid: string;
  betsyToken: string;
  betcoToken: string;
}

/** Registers a player (a live session) and deposits `lira` through the wallet ledger. */
export async function newPlayer(t: TestApp, lira: number): Promise<TestPlayer> {
  const body = fastRegistration();
  const r = await call(t.app, 'POST', '/api/auth/register', { body });
  if (r.status !== 200) throw new Error(`register failed: ${r.body.message}`);
  const data = r.body.data as Omit<TestPlayer, 'playerId'>;
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [body.username]);
  if (lira > 0) await t.app.wallet.credit(row.id, 'deposit', Math.round(lira * 100), 'test');
  return { playerId: row.id, username: String(body.username), token: data.token, betsyCid: data.betsyCid, betsyToken: data.betsyToken, betcoToken: data.betcoToken };
}

export interface EventsData {
  live: { id: number; home: string; away: string; clockSeconds: number; score: { home: number; away: number }; selections: { id: number; outcome: string; odds: number }[] }[];
  prematch: { id: number; home: string; away: string; startsAt: string; selections: { id: number; outcome: string; odds: number }[] }[];
}

/** The demo events of `provider`. */
export async function events(t: TestApp, provider: 'fcg' | 'betco'): Promise<EventsData> {
  return (await call(t.app, 'GET', `/demo/sportsbook/${provider}/api/events`)).body.data as EventsData;
}

/** POST a bet to `provider`'s demo API. */
export function bet(t: TestApp, provider: string, body: unknown, locale: 'tr' | 'en' = 'en') {
  return call(t.app, 'POST', `/demo/sportsbook/${provider}/api/bet`, { body, locale });
}

/** Balance (kuruş) and the sum of the ledger (kuruş) of a player: they must always agree. */
export async function walletState(t: TestApp, playerId: number): Promise<{ balance: number; ledger: number }> {
  const [w] = await t.db.query<{ balance_kurus: number }>('SELECT balance_kurus FROM wallets WHERE player_id = $1', [playerId]);
  const [l] = await t.db.query<{ sum: number | string | null }>('SELECT sum(amount_kurus) AS sum FROM ledger WHERE player_id = $1', [playerId]);
  return { balance: w.balance_kurus, ledger: Number(l.sum ?? 0) };
}
