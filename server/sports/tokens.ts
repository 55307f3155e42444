import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { ProtectionService } from '@server/protection/protection';
import { endingRefusal } from '@server/protection/session-watch';
import { ApiFailure } from '@server/http/envelope';
import type { SportsbookProvider } from './providers/types';
import { hashToken, liveSessionSql } from '@server/auth/sessions';

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
  { db, protection }: { db: Db; protection: ProtectionService },
  provider: SportsbookProvider,
  token: string,
  cid?: string | null,
): Promise<SportsbookPlayer> {
  // Stored as SHA-256 like login tokens (docs/security.md "Sessions and tokens"): a database read leaks no usable token.
  const tokenHash = hashToken(token);
  const row = await typed(db)
    .selectFrom('sessions as s')
    .innerJoin('players as p', 'p.id', 's.player_id')
    .select(['s.id', 's.player_id', 's.betsy_cid'])
    .where(`s.${provider.tokenColumn}`, '=', tokenHash)
    // Raw SQL: the one definition of a live login session (sessions.ts liveSessionSql), shared with the hub and game tokens.
    .where(sql.raw<boolean>(liveSessionSql('s', 'p')))
    // Raw SQL: interval arithmetic on the database clock, which the builder does not express.
    .where(`s.${provider.tokenIssuedColumn}`, '>', sql<Date>`now() - make_interval(secs => ${SPORTSBOOK_TOKEN_TTL_MS / 1000})`)
    .executeTakeFirst();
  if (!row) {
    // A session a protection rule ended says why and until when.
    const ended = await typed(db)
      .selectFrom('sessions')
      .select(['end_reason', 'end_until'])
      .where(provider.tokenColumn, '=', tokenHash)
      .where('ended_at', 'is not', null)
      .limit(1)
      .executeTakeFirst();
    // end_reason: written only by endSessions with a SessionEnding reason (sessions.ts).
    if (ended?.end_reason) throw endingRefusal({ reason: ended.end_reason, until: ended.end_until });
    throw new ApiFailure(401, 'sportsbook.tokenInvalid');
  }
  if (provider.usesCid && cid && cid !== row.betsy_cid) throw new ApiFailure(401, 'sportsbook.cidMismatch');
  // A sportsbook call is activity of the login session; the session-time watch may end it.
  const ending = await protection.gameActivity(row.player_id, row.id);
  if (ending) throw endingRefusal(ending);
  return { sessionId: row.id, playerId: row.player_id, cid: row.betsy_cid };
}

/**
 * Issues a fresh launch token of `provider` for login session `sessionId` (128-bit random, base64url, like
 * the login's; stored as its SHA-256) and returns it; the previous token of that sportsbook stops working at once.
 */
export async function rotateSportsbookToken(q: Queryable, provider: SportsbookProvider, sessionId: number): Promise<string> {
  const token = randomBytes(16).toString('base64url');
  await typed(q)
    .updateTable('sessions')
    .set((eb) => ({ [provider.tokenColumn]: hashToken(token), [provider.tokenIssuedColumn]: eb.fn<Date>('now') }))
    .where('id', '=', sessionId)
    .execute();
  return token;
}
