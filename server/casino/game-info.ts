import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import type { GameInfo } from '@contracts/types/casino/game-info';
import { kurusToLira } from '@server/wallet/money';

/**
 * Whether a game (alias g, its provider p) may be played for fun: the game's own setting, else its
 * provider's; NULL in both (never set) means no. Live dealer tables never: a studio table has no virtual credits.
 */
export const DEMO_PLAY_SQL = '(COALESCE(g.demo_play, p.demo_play, false) AND NOT g.is_live)';

const liraOrNull = (kurus: number | null): number | null => (kurus === null ? null : kurusToLira(Number(kurus)));

/**
 * The play page's game info: provider, RTP (%), volatility, bet range (lira) where the catalogue knows
 * them (null otherwise), fun mode, and for `playerId` (0 = visitor) whether it is a favourite.
 * Errors: 400 casino.gameNotFound for an unknown code.
 */
export async function gameInfo(db: Db, code: string, playerId: number): Promise<GameInfo> {
  const row = await typed(db)
    .selectFrom('games as g')
    .innerJoin('game_providers as p', 'p.id', 'g.provider_id')
    .select((eb) => [
      'g.code', 'g.name', 'p.name as provider_name', 'p.id as provider_id', 'g.is_live',
      // The one fun-mode rule, shared with the catalogue's lists (casino.ts) as an SQL expression.
      sql<boolean>`${sql.raw(DEMO_PLAY_SQL)}`.as('demo_play'),
      'g.rtp_percent', 'g.volatility', 'g.min_bet_kurus', 'g.max_bet_kurus',
      eb.exists(eb.selectFrom('game_favorites as f').select('f.game_code').where('f.player_id', '=', playerId).whereRef('f.game_code', '=', 'g.code'))
        .$castTo<boolean>()
        .as('is_favorite'),
    ])
    .where('g.code', '=', code)
    .executeTakeFirst();
  if (!row) throw new ApiFailure(400, 'casino.gameNotFound');
  // games.volatility is text held to VOLATILITY_LEVELS by its CHECK constraint (migration 115_game_play.sql).
  return {
    gameCode: row.code, name: row.name, providerName: row.provider_name, providerId: row.provider_id, isLive: row.is_live,
    demoPlay: row.demo_play, rtp: row.rtp_percent === null ? null : Number(row.rtp_percent), volatility: row.volatility,
    minBet: liraOrNull(row.min_bet_kurus), maxBet: liraOrNull(row.max_bet_kurus), isFavorite: row.is_favorite,
  };
}
