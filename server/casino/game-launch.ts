import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import type { ProtectionService } from '@server/protection/protection';
import { endingRefusal } from '@server/protection/session-watch';
import { hashToken, liveSessionSql } from '@server/auth/sessions';

/** A game session lives at most this long; it also ends with the login session it came from. */
const GAME_SESSION_MS = 12 * 60 * 60 * 1000;

/** A live game session as the demo provider API sees it. */
export interface GameSession {
  id: number;
  playerId: number;
  /** The login session the game was opened from (its reality check, its session time). */
  loginSessionId: number;
  gameCode: string;
  gameName: string;
  providerName: string;
}

/**
 * Game sessions: every game launch opens one for the player's login session. The token (random 256
 * bits, base64url) goes to the game in its URL and is stored hashed only.
 */
export class GameLaunchService {
  constructor(
    private readonly db: Db,
    private readonly protection: ProtectionService,
  ) {}

  /**
   * Opens a session for `gameCode`; returns the plain token. Refused (400) during a time-out or self-exclusion,
   * with the session time used up, or with nothing left of a loss limit.
   */
  async open(player: { playerId: number; sessionId: number }, gameCode: string, launchKind: string): Promise<string> {
    await this.protection.guard.play(this.db, player.playerId, player.sessionId);
    const token = randomBytes(32).toString('base64url');
    await typed(this.db)
      .insertInto('game_sessions')
      .values({
        player_id: player.playerId, login_session_id: player.sessionId, game_code: gameCode, token_hash: hashToken(token),
        launch_kind: launchKind, expires_at: new Date(Date.now() + GAME_SESSION_MS),
      })
      .execute();
    return token;
  }

  /**
   * Ends the game session of `token` at once: a launch that opened it and then failed, so its token never reached the
   * player (docs/providers.md "Launch"). A bet with it is then refused as for any ended session.
   */
  async end(token: string): Promise<void> {
    await typed(this.db).updateTable('game_sessions').set({ expires_at: sql<Date>`now()` }).where('token_hash', '=', hashToken(token)).execute();
  }

  /**
   * The live session of `token`. Errors: 401 casino.gameSessionExpired when unknown, expired, or its login session
   * is no longer live (ended, idle past the 24 h rule, player not active: sessions.ts liveSessionSql); 401 with why and
   * until when when a protection rule ended it (docs/protection-enforcement.md). Every call counts as activity of the login
   * session and runs the session-time watch (ProtectionService.gameActivity), which may end it (401 likewise).
   */
  async resolve(token: string): Promise<GameSession> {
    const row = await typed(this.db)
      .selectFrom('game_sessions as gs')
      .innerJoin('sessions as s', 's.id', 'gs.login_session_id')
      .innerJoin('players as pl', 'pl.id', 'gs.player_id')
      .innerJoin('games as g', 'g.code', 'gs.game_code')
      .innerJoin('game_providers as p', 'p.id', 'g.provider_id')
      .select(['gs.id', 'gs.player_id', 'gs.login_session_id', 'gs.game_code', 'g.name as game_name', 'p.name as provider_name'])
      .where('gs.token_hash', '=', hashToken(token))
      .where('gs.expires_at', '>', sql<Date>`now()`)
      // The one definition of a live login session (sessions.ts), shared with the hub and sportsbook tokens.
      .where(sql<boolean>`${sql.raw(liveSessionSql('s', 'pl'))}`)
      .executeTakeFirst();
    if (!row) throw await this.deadToken(token);
    const ended = await this.protection.gameActivity(row.player_id, row.login_session_id);
    if (ended) throw endingRefusal(ended);
    return { id: row.id, playerId: row.player_id, loginSessionId: row.login_session_id, gameCode: row.game_code, gameName: row.game_name, providerName: row.provider_name };
  }

  /** The 401 for a game token that is not live: why, when a protection rule ended its login session. */
  private async deadToken(token: string): Promise<ApiFailure> {
    const row = await typed(this.db)
      .selectFrom('game_sessions as gs')
      .innerJoin('sessions as s', 's.id', 'gs.login_session_id')
      .select(['s.end_reason', 's.end_until'])
      .where('gs.token_hash', '=', hashToken(token))
      .where('s.ended_at', 'is not', null)
      .executeTakeFirst();
    return row?.end_reason
      ? endingRefusal({ reason: row.end_reason, until: row.end_until })
      : new ApiFailure(401, 'casino.gameSessionExpired');
  }
}
