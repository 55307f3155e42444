import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/db';
import { call } from './test-app';

/** A valid Turkish test IBAN without the TR prefix (TR33 0006 1005 1978 6457 8413 26). */
export const TEST_IBAN_DIGITS = '330006100519786457841326';
/** The bank-transfer withdrawal method of the seed (payment/detail id 11, type 2). */
export const BANK_WITHDRAW_ID = 11;

/** POST payment/withdraw of `lira` by bank transfer. */
export function withdraw(app: FastifyInstance, token: string, lira: number) {
  return call(app, 'POST', '/api/payment/withdraw', {
    token,
    locale: 'en',
    body: { id: BANK_WITHDRAW_ID, target: 'pay', detail: { iban: TEST_IBAN_DIGITS, accountHolder: 'Ayşe Yılmaz', amount: lira } },
  });
}

/** Launches the demo slot `code` (pragmatic launch) and returns its game session id. */
export async function launchSlot(app: FastifyInstance, token: string, code = 'pp-001'): Promise<string> {
  const r = await call(app, 'POST', '/api/casino/pragmaticlaunchurl', { token, body: { code } });
  if (r.status !== 200) throw new Error(`launch failed: ${r.body.message}`);
  return new URL(r.body.data as string, 'http://x').searchParams.get('session') ?? '';
}

/** First open selection of the first live event of demo sportsbook `provider`. */
export async function firstSelection(app: FastifyInstance, provider: 'fcg' | 'betco'): Promise<{ id: number; odds: number }> {
  const data = (await call(app, 'GET', `/demo/sportsbook/${provider}/api/events`)).body.data as {
    live: { selections: { id: number; odds: number }[] }[];
    prematch: { selections: { id: number; odds: number }[] }[];
  };
  const event = data.live[0] ?? data.prematch[0];
  return event.selections[0];
}

/** Balance and ledger sum (kuruş) of one player, and the lowest balance any ledger row ever recorded. */
export async function moneyState(db: Db, playerId: number): Promise<{ balance: number; ledger: number; lowest: number; rows: number }> {
  const [row] = await db.query<{ balance: number; ledger: number; lowest: number; rows: number }>(
    `SELECT (SELECT balance_kurus FROM wallets WHERE player_id = $1) AS balance,
            (SELECT COALESCE(SUM(amount_kurus), 0)::bigint FROM ledger WHERE player_id = $1) AS ledger,
            (SELECT COALESCE(MIN(balance_after_kurus), 0)::bigint FROM ledger WHERE player_id = $1) AS lowest,
            (SELECT COUNT(*)::bigint FROM ledger WHERE player_id = $1) AS rows`,
    [playerId],
  );
  return row;
}
