import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';
import { newSportsbookSession } from './sportsbook-session.ts';

/** A session unused for this long is dead (the client polls the balance every 3 s while open, spec §4). */
const IDLE_TIMEOUT_MS = 24 * 60 * 60 * 1000;
/** last_seen is written at most this often, so the 3 s balance poll does not write on every call. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** Where a login came from; kept for the session history (spec §2 /dashboard/session-history). */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
  fingerprint: string | null;
}

export interface ActiveSession {
  sessionId: number;
  playerId: number;
  betsyCid: string;
  betsyToken: string;
  betcoToken: string;
}

/** SHA-256 hex of a bearer token: the only form in which tokens are stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Login sessions: opaque 256-bit random bearer tokens (base64url), stored hashed, one row per login.
 */
export class SessionService {
  constructor(private readonly db: Db) {}

  /** Opens a session for `player` (inside `q`, e.g. the registration transaction); returns the plain token. */
  async create(q: Queryable, player: { id: number; usercode: string }, client: ClientInfo): Promise<{ token: string; session: ActiveSession }> {
    const token = randomBytes(32).toString('base64url');
    const sportsbook = newSportsbookSession(player.usercode);
    const rows = await q.query<{ id: number }>(
      `INSERT INTO sessions (player_id, token_hash, ip, user_agent, fingerprint, betsy_cid, betsy_token, betco_token)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [player.id, hashToken(token), client.ip, client.userAgent?.slice(0, 500) ?? null, client.fingerprint?.slice(0, 200) ?? null,
        sportsbook.betsyCid, sportsbook.betsyToken, sportsbook.betcoToken],
    );
    return { token, session: { sessionId: rows[0].id, playerId: player.id, ...sportsbook } };
  }

  /** The live session of a bearer token, or null when unknown, logged out, idle too long or the player is not active. */
  async resolve(token: string): Promise<ActiveSession | null> {
    if (!token) return null;
    const rows = await this.db.query<{
      id: number; player_id: number; last_seen: Date; betsy_cid: string; betsy_token: string; betco_token: string;
    }>(
      `SELECT s.id, s.player_id, s.last_seen, s.betsy_cid, s.betsy_token, s.betco_token
       FROM sessions s JOIN players p ON p.id = s.player_id
       WHERE s.token_hash = $1 AND s.ended_at IS NULL AND p.status = 'active'`,
      [hashToken(token)],
    );
    const row = rows[0];
    if (!row) return null;
    const idleMs = Date.now() - row.last_seen.getTime();
    if (idleMs > IDLE_TIMEOUT_MS) {
      await this.db.query('UPDATE sessions SET ended_at = now() WHERE id = $1 AND ended_at IS NULL', [row.id]);
      return null;
    }
    if (idleMs > TOUCH_INTERVAL_MS) await this.db.query('UPDATE sessions SET last_seen = now() WHERE id = $1', [row.id]);
    return { sessionId: row.id, playerId: row.player_id, betsyCid: row.betsy_cid, betsyToken: row.betsy_token, betcoToken: row.betco_token };
  }

  /** Ends the session of `token` (logout). True when a live session was ended. */
  async revoke(token: string): Promise<boolean> {
    const rows = await this.db.query<{ id: number }>(
      'UPDATE sessions SET ended_at = now() WHERE token_hash = $1 AND ended_at IS NULL RETURNING id',
      [hashToken(token)],
    );
    return rows.length > 0;
  }
}
