import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';
import { protectionOf } from './protection.ts';
import { endingRefusal } from './protection-session-watch.ts';
import type { SessionEnding } from './sessions.ts';
import { ApiFailure } from '../http/envelope.ts';
import type { SportsbookProvider } from '../providers/sportsbooks/types.ts';
import { liveSessionSql } from './sessions.ts';

/**
 * How long a sportsbook launch token lives after it was issued (login or refresh). After that the sportsbook
 * gets 401 and asks the site for a fresh one (GET api/sportsbook/token), which the site fetches silently.
 */
export const SPORTSBOOK_TOKEN_TTL_MS = 6 * 60 * 60 * 1000;

/** The player behind a sportsbook token. */
export interface SportsbookPlayer {
  sessionId: number;
  playerId: number;
  /** The player's customer id at the sportsbook (betsyCid = usercode). */
  cid: string;
}

/**
 * Resolves a sportsbook launch token to its player. The token must belong to `provider` (an fcg token is
 * no betco token), to a session that is not logged out or idle, of an active player, and be younger than the
 * TTL; for a sportsbook that uses customer ids, `cid` when sent must match. Otherwise ApiFailure 401
 * 'sportsbook.tokenInvalid' (the page then asks the site to refresh the token).
 */
export async function authenticateSportsbookToken(
  db: Db,
  provider: SportsbookProvider,
  token: string,
  cid?: string | null,
): Promise<SportsbookPlayer> {
  const q = db;
  const rows = await q.query<{ id: number; player_id: number; betsy_cid: string }>(
    `SELECT s.id, s.player_id, s.betsy_cid FROM sessions s JOIN players p ON p.id = s.player_id
     WHERE s.${provider.tokenColumn} = $1 AND ${liveSessionSql('s', 'p')}
       AND s.${provider.tokenIssuedColumn} > now() - make_interval(secs => $2)`,
    [token, SPORTSBOOK_TOKEN_TTL_MS / 1000],
  );
  const row = rows[0];
  if (!row) {
    // Issue 17 items 2, 6: a session a protection rule ended says why and until when.
    const [ended] = await q.query<{ end_reason: SessionEnding['reason'] | null; end_until: Date | null }>(
      `SELECT end_reason, end_until FROM sessions WHERE ${provider.tokenColumn} = $1 AND ended_at IS NOT NULL LIMIT 1`,
      [token],
    );
    if (ended?.end_reason) throw endingRefusal({ reason: ended.end_reason, until: ended.end_until });
    throw new ApiFailure(401, 'sportsbook.tokenInvalid');
  }
  if (provider.usesCid && cid && cid !== row.betsy_cid) throw new ApiFailure(401, 'sportsbook.cidMismatch');
  // Issue 17 item 2: a sportsbook call is activity of the login session; the session-time watch may end it.
  const ending = await protectionOf(db).gameActivity(row.player_id, row.id);
  if (ending) throw endingRefusal(ending);
  return { sessionId: row.id, playerId: row.player_id, cid: row.betsy_cid };
}

/**
 * Issues a fresh launch token of `provider` for login session `sessionId` (128-bit random, base64url, like
 * the login's) and returns it; the previous token of that sportsbook stops working at once.
 */
export async function rotateSportsbookToken(q: Queryable, provider: SportsbookProvider, sessionId: number): Promise<string> {
  const token = randomBytes(16).toString('base64url');
  await q.query(`UPDATE sessions SET ${provider.tokenColumn} = $2, ${provider.tokenIssuedColumn} = now() WHERE id = $1`, [sessionId, token]);
  return token;
}
