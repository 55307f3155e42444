import type { Db } from '../db/db.ts';
import { ApiFailure } from '../http/envelope.ts';
import type { GameInfo } from '../../contracts/types/casino/game-info.ts';
import type { Volatility } from '../../contracts/domain/game-info.ts';
import { kurusToLira } from './money.ts';

/**
 * Whether a game (alias g, its provider p) may be played for fun (issue 16): the game's own setting, else its
 * provider's; NULL in both (never set) means no. Live dealer tables never: a studio table has no virtual credits.
 */
export const DEMO_PLAY_SQL = '(COALESCE(g.demo_play, p.demo_play, false) AND NOT g.is_live)';

interface InfoRow {
  code: string; name: string; provider_name: string; provider_id: number; is_live: boolean; demo_play: boolean;
  rtp_percent: string | number | null; volatility: Volatility | null; min_bet_kurus: number | string | null; max_bet_kurus: number | string | null;
  is_favorite: boolean;
}

const liraOrNull = (kurus: number | string | null): number | null => (kurus === null ? null : kurusToLira(Number(kurus)));

/**
 * The play page's game info (issue 16): provider, RTP (%), volatility, bet range (lira) where the catalogue knows
 * them (null otherwise), fun mode, and for `playerId` (0 = visitor) whether it is a favourite.
 * Errors: 400 casino.gameNotFound for an unknown code.
 */
export async function gameInfo(db: Db, code: string, playerId: number): Promise<GameInfo> {
  const [row] = await db.query<InfoRow>(
    `SELECT g.code, g.name, p.name AS provider_name, p.id AS provider_id, g.is_live, ${DEMO_PLAY_SQL} AS demo_play,
       g.rtp_percent, g.volatility, g.min_bet_kurus, g.max_bet_kurus,
       EXISTS (SELECT 1 FROM game_favorites f WHERE f.player_id = $1 AND f.game_code = g.code) AS is_favorite
     FROM games g JOIN game_providers p ON p.id = g.provider_id WHERE g.code = $2`,
    [playerId, code],
  );
  if (!row) throw new ApiFailure(400, 'casino.gameNotFound');
  return {
    gameCode: row.code, name: row.name, providerName: row.provider_name, providerId: row.provider_id, isLive: row.is_live,
    demoPlay: row.demo_play, rtp: row.rtp_percent === null ? null : Number(row.rtp_percent), volatility: row.volatility,
    minBet: liraOrNull(row.min_bet_kurus), maxBet: liraOrNull(row.max_bet_kurus), isFavorite: row.is_favorite,
  };
}
