import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { ApiFailure } from '../http/envelope.ts';
import { protectionOf } from './protection.ts';
import { endingRefusal } from './protection-session-watch.ts';
import { hashToken, liveSessionSql } from './sessions.ts';
import type { SessionEnding } from './sessions.ts';

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
 * Game sessions (issue 5): every game launch opens one for the player's login session. The token (random 256
 * bits, base64url) goes to the game in its URL and is stored hashed only.
 */
export class GameLaunchService {
  constructor(private readonly db: Db) {}

  /**
   * Opens a session for `gameCode`; returns the plain token. Refused (400) during a time-out or self-exclusion,
   * with the session time used up, or with nothing left of a loss limit (issue 11).
   */
  async open(player: { playerId: number; sessionId: number }, gameCode: string, launchKind: string): Promise<string> {
    await protectionOf(this.db).guard.play(this.db, player.playerId, player.sessionId);
    const token = randomBytes(32).toString('base64url');
    await this.db.query(
      `INSERT INTO game_sessions (player_id, login_session_id, game_code, token_hash, launch_kind, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [player.playerId, player.sessionId, gameCode, hashToken(token), launchKind, new Date(Date.now() + GAME_SESSION_MS)],
    );
    return token;
  }

  /**
   * The live session of `token`. Errors: 401 casino.gameSessionExpired when unknown, expired, or its login session
   * is no longer live (ended, idle past the 24 h rule, player not active: sessions.ts liveSessionSql); 401 with why and
   * until when when a protection rule ended it (issue 17 items 2, 6). Every call counts as activity of the login
   * session and runs the session-time watch (ProtectionService.gameActivity), which may end it (401 likewise).
   */
  async resolve(token: string): Promise<GameSession> {
    const rows = await this.db.query<{ id: number; player_id: number; login_session_id: number; game_code: string; game_name: string; provider_name: string }>(
      `SELECT gs.id, gs.player_id, gs.login_session_id, gs.game_code, g.name AS game_name, p.name AS provider_name
       FROM game_sessions gs
       JOIN sessions s ON s.id = gs.login_session_id
       JOIN players pl ON pl.id = gs.player_id
       JOIN games g ON g.code = gs.game_code
       JOIN game_providers p ON p.id = g.provider_id
       WHERE gs.token_hash = $1 AND gs.expires_at > now() AND ${liveSessionSql('s', 'pl')}`,
      [hashToken(token)],
    );
    const row = rows[0];
    if (!row) throw await this.deadToken(token);
    const ended = await protectionOf(this.db).gameActivity(row.player_id, row.login_session_id);
    if (ended) throw endingRefusal(ended);
    return { id: row.id, playerId: row.player_id, loginSessionId: row.login_session_id, gameCode: row.game_code, gameName: row.game_name, providerName: row.provider_name };
  }

  /** The 401 for a game token that is not live: why, when a protection rule ended its login session. */
  private async deadToken(token: string): Promise<ApiFailure> {
    const [row] = await this.db.query<{ end_reason: SessionEnding['reason'] | null; end_until: Date | null }>(
      `SELECT s.end_reason, s.end_until FROM game_sessions gs JOIN sessions s ON s.id = gs.login_session_id
       WHERE gs.token_hash = $1 AND s.ended_at IS NOT NULL`,
      [hashToken(token)],
    );
    return row?.end_reason ? endingRefusal({ reason: row.end_reason, until: row.end_until }) : new ApiFailure(401, 'casino.gameSessionExpired');
  }
}
