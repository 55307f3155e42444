import type { Queryable } from '@server/db/db';
import type { SeedGame } from '@server/db/seed-data/casino';
import { FUN_PROVIDER_IDS, gamePlayOf } from '@server/db/seed-data/game-play';
import { PROVIDERS } from '@server/db/seed-data/casino';

/**
 * Fills the play data of the demo catalogue (seed-data/game-play.ts): providers' fun mode, games' fun-mode
 * exceptions, RTP, volatility and bet range. Only where nothing is set yet (NULL): a fresh database gets the demo
 * values, a database seeded before migration 115 gets them once, and a value an operator wrote is never changed.
 * Runs inside the seed transaction after the games are inserted.
 */
export async function seedGamePlay(tx: Queryable, games: SeedGame[]): Promise<void> {
  await tx.query(
    `UPDATE game_providers SET demo_play = x.demo_play
     FROM jsonb_to_recordset($1::jsonb) AS x(id int, demo_play boolean)
     WHERE game_providers.id = x.id AND game_providers.demo_play IS NULL`,
    [JSON.stringify(PROVIDERS.map((p) => ({ id: p.id, demo_play: FUN_PROVIDER_IDS.has(p.id) })))],
  );
  // A game is filled once, as a whole: when none of its play columns is set.
  await tx.query(
    `UPDATE games SET demo_play = x.demo_play, rtp_percent = x.rtp, volatility = x.volatility,
       min_bet_kurus = x.min_bet, max_bet_kurus = x.max_bet
     FROM jsonb_to_recordset($1::jsonb) AS x(code text, demo_play boolean, rtp numeric, volatility text, min_bet bigint, max_bet bigint)
     WHERE games.code = x.code AND games.demo_play IS NULL AND games.rtp_percent IS NULL AND games.volatility IS NULL
       AND games.min_bet_kurus IS NULL AND games.max_bet_kurus IS NULL`,
    [JSON.stringify(games.map(gamePlayOf).map((g) => ({
      code: g.code, demo_play: g.demoPlay, rtp: g.rtpPercent, volatility: g.volatility, min_bet: g.minBetKurus, max_bet: g.maxBetKurus,
    })))],
  );
}
