import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { ApiFailure } from '../http/envelope.ts';
import { spinReels, STAKES_LIRA, winKurus } from '../providers/games/demo-slot-rules.ts';
import { FUN_CREDITS_KURUS, FUN_SESSION_MS, FUN_TOKEN_PREFIX } from '../../contracts/domain/game-info.ts';
import type { SpinResult } from './game-rounds.ts';
import { hashToken } from './sessions.ts';
import { liraToKurus } from './money.ts';

/** Expired fun sessions one launch deletes on its way (bounded work; the table stays small without a sweeper). */
const CLEANUP_BATCH = 100;

/** A live fun-mode session as the demo game API sees it; credits in kuruş (virtual, never money). */
export interface FunSession {
  id: number;
  gameCode: string;
  gameName: string;
  providerName: string;
  creditsKurus: number;
}

/** True for a fun-mode token (FUN_TOKEN_PREFIX), so callers route it here without a database lookup. */
export const isFunToken = (token: string): boolean => token.startsWith(FUN_TOKEN_PREFIX);

/**
 * Fun mode (issue 16, docs/fun-mode.md): a game session with virtual credits that belongs to nobody. It never reads
 * or writes wallets, the ledger, game rounds or game history; its credits live in fun_sessions only.
 */
export class FunPlayService {
  constructor(private readonly db: Db) {}

  /** Opens a fun session of `gameCode` with FUN_CREDITS_KURUS; returns its plain token ('fun.' + 256 random bits). */
  async open(gameCode: string): Promise<string> {
    await this.db.query(
      `DELETE FROM fun_sessions WHERE id IN (SELECT id FROM fun_sessions WHERE expires_at < now() ORDER BY expires_at LIMIT ${CLEANUP_BATCH})`,
    );
    const token = FUN_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    await this.db.query(
      'INSERT INTO fun_sessions (token_hash, game_code, credits_kurus, expires_at) VALUES ($1, $2, $3, $4)',
      [hashToken(token), gameCode, FUN_CREDITS_KURUS, new Date(Date.now() + FUN_SESSION_MS)],
    );
    return token;
  }

  /** The live fun session of `token`. Errors: 401 casino.gameSessionExpired when unknown or expired. */
  async resolve(token: string): Promise<FunSession> {
    const [row] = await this.db.query<{ id: number; game_code: string; game_name: string; provider_name: string; credits_kurus: number | string }>(
      `SELECT f.id, f.game_code, g.name AS game_name, p.name AS provider_name, f.credits_kurus
       FROM fun_sessions f JOIN games g ON g.code = f.game_code JOIN game_providers p ON p.id = g.provider_id
       WHERE f.token_hash = $1 AND f.expires_at > now()`,
      [hashToken(token)],
    );
    if (!row) throw new ApiFailure(401, 'casino.gameSessionExpired');
    return { id: row.id, gameCode: row.game_code, gameName: row.game_name, providerName: row.provider_name, creditsKurus: Number(row.credits_kurus) };
  }

  /**
   * One fun spin with `stakeLira` of virtual credits, decided like a real one (demo-slot-rules.ts); only the session's
   * credits change, in one statement (two parallel spins cannot both spend the same credits). balanceKurus is the
   * credits after it. Errors: 400 casino.invalidStake; 400 casino.funCreditsLow when the credits do not cover the stake;
   * 401 casino.gameSessionExpired when the session ended meanwhile.
   */
  async spin(session: FunSession, stakeLira: number, random?: (max: number) => number): Promise<SpinResult> {
    if (!(STAKES_LIRA as readonly number[]).includes(stakeLira)) {
      throw new ApiFailure(400, 'casino.invalidStake', { stakes: { money: [...STAKES_LIRA] } });
    }
    const stakeKurus = liraToKurus(stakeLira);
    const reels = spinReels(random);
    const win = winKurus(stakeKurus, reels);
    const [row] = await this.db.query<{ credits_kurus: number | string }>(
      `UPDATE fun_sessions SET credits_kurus = credits_kurus - $2 + $3
       WHERE id = $1 AND expires_at > now() AND credits_kurus >= $2 RETURNING credits_kurus`,
      [session.id, stakeKurus, win],
    );
    if (!row) {
      const [left] = await this.db.query('SELECT 1 FROM fun_sessions WHERE id = $1 AND expires_at > now()', [session.id]);
      if (!left) throw new ApiFailure(401, 'casino.gameSessionExpired');
      throw new ApiFailure(400, 'casino.funCreditsLow');
    }
    return { roundId: `fun-${randomBytes(8).toString('hex')}`, reels, stakeKurus, winKurus: win, balanceKurus: Number(row.credits_kurus) };
  }
}
