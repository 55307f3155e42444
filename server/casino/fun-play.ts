import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import { spinReels, STAKES_LIRA, winKurus } from './providers/demo-slot-rules';
import { FUN_CREDITS_KURUS, FUN_SESSION_MS, FUN_TOKEN_PREFIX } from '@contracts/domain/game-info';
import type { SpinResult } from './game-rounds';
import { hashToken } from '@server/auth/sessions';
import { liraToKurus } from '@server/wallet/money';

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
 * Fun mode (docs/fun-mode.md): a game session with virtual credits that belongs to nobody. It never reads
 * or writes wallets, the ledger, game rounds or game history; its credits live in fun_sessions only.
 */
export class FunPlayService {
  constructor(private readonly db: Db) {}

  /** Opens a fun session of `gameCode` with FUN_CREDITS_KURUS; returns its plain token ('fun.' + 256 random bits). */
  async open(gameCode: string): Promise<string> {
    const db = typed(this.db);
    await db
      .deleteFrom('fun_sessions')
      .where('id', 'in', db.selectFrom('fun_sessions').select('id').where('expires_at', '<', sql<Date>`now()`).orderBy('expires_at').limit(CLEANUP_BATCH))
      .execute();
    const token = FUN_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    await db
      .insertInto('fun_sessions')
      .values({ token_hash: hashToken(token), game_code: gameCode, credits_kurus: FUN_CREDITS_KURUS, expires_at: new Date(Date.now() + FUN_SESSION_MS) })
      .execute();
    return token;
  }

  /** The live fun session of `token`. Errors: 401 casino.gameSessionExpired when unknown or expired. */
  async resolve(token: string): Promise<FunSession> {
    const row = await typed(this.db)
      .selectFrom('fun_sessions as f')
      .innerJoin('games as g', 'g.code', 'f.game_code')
      .innerJoin('game_providers as p', 'p.id', 'g.provider_id')
      .select(['f.id', 'f.game_code', 'g.name as game_name', 'p.name as provider_name', 'f.credits_kurus'])
      .where('f.token_hash', '=', hashToken(token))
      .where('f.expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
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
    const db = typed(this.db);
    // One statement: the credits check and the change cannot be split by a parallel spin.
    const row = await db
      .updateTable('fun_sessions')
      .set((eb) => ({ credits_kurus: eb(eb('credits_kurus', '-', stakeKurus), '+', win) }))
      .where('id', '=', session.id)
      .where('expires_at', '>', sql<Date>`now()`)
      .where('credits_kurus', '>=', stakeKurus)
      .returning('credits_kurus')
      .executeTakeFirst();
    if (!row) {
      const left = await db.selectFrom('fun_sessions').select('id').where('id', '=', session.id).where('expires_at', '>', sql<Date>`now()`).executeTakeFirst();
      if (!left) throw new ApiFailure(401, 'casino.gameSessionExpired');
      throw new ApiFailure(400, 'casino.funCreditsLow');
    }
    return { roundId: `fun-${randomBytes(8).toString('hex')}`, reels, stakeKurus, winKurus: win, balanceKurus: Number(row.credits_kurus) };
  }
}
