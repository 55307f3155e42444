import type { Queryable } from '../db/db.ts';
import { buildGames, CATEGORIES, JACKPOTS, PROVIDERS } from '../db/seed-data/casino.ts';
import { liraToKurus } from './money.ts';
import { CATALOGUE_CHANNEL } from './casino-catalogue-cache.ts';
import { seedGamePlay } from './casino-play-seed.ts';

/**
 * Inserts the demo casino catalogue (seed-data/casino.ts) inside the seed transaction; `games` (SEED_GAMES) adds
 * generated slots up to that many games. Idempotent: existing rows are kept (ON CONFLICT DO NOTHING), so an
 * operator's edits survive restarts, and games added by an earlier SEED_GAMES stay. Rows go in as one JSON batch per
 * table, because 350 games and 600 category memberships one statement at a time would slow every start.
 */
export async function seedCasino(tx: Queryable, seedGames?: number): Promise<void> {
  const batch = (sql: string, rows: unknown[]) => tx.query(sql, [JSON.stringify(rows)]);
  await batch(
    `INSERT INTO game_providers (id, name, main_provider_id, sort_order)
     SELECT id, name, main_provider_id, id FROM jsonb_to_recordset($1::jsonb) AS x(id int, name text, main_provider_id int)
     ON CONFLICT DO NOTHING`,
    PROVIDERS.map((p) => ({ id: p.id, name: p.name, main_provider_id: p.mainProviderId })),
  );
  const games = buildGames(seedGames);
  await batch(
    `INSERT INTO games (code, name, provider_id, product_id, system, is_live, available, sort_order)
     SELECT code, name, provider_id, product_id, system, is_live, available, sort_order
     FROM jsonb_to_recordset($1::jsonb)
       AS x(code text, name text, provider_id int, product_id int, system text, is_live boolean, available boolean, sort_order int)
     ON CONFLICT DO NOTHING`,
    // Interleave providers in the default order, so a lobby does not open on twenty games of one provider.
    games.map((g, i) => ({ code: g.code, name: g.name, provider_id: g.providerId, product_id: g.productId, system: g.system,
      is_live: g.isLive, available: g.available, sort_order: (i * 7919) % games.length })),
  );
  await seedGamePlay(tx, games);
  await batch(
    `INSERT INTO game_categories (id, name, name_tr, slug_list, sort_order)
     SELECT id, name, name_tr, ARRAY(SELECT jsonb_array_elements_text(slugs)), id
     FROM jsonb_to_recordset($1::jsonb) AS x(id int, name text, name_tr text, slugs jsonb)
     ON CONFLICT DO NOTHING`,
    CATEGORIES.map(([id, name, nameTr, slugs]) => ({ id, name, name_tr: nameTr, slugs })),
  );
  const members = CATEGORIES.flatMap(([id, , , , belongs]) =>
    games.filter((g, i) => belongs(g, i)).map((g, i) => ({ category_id: id, game_code: g.code, sort_order: i })),
  );
  await batch(
    `INSERT INTO game_category_members (category_id, game_code, sort_order)
     SELECT category_id, game_code, sort_order FROM jsonb_to_recordset($1::jsonb) AS x(category_id int, game_code text, sort_order int)
     ON CONFLICT DO NOTHING`,
    members,
  );
  await batch(
    `INSERT INTO jackpot_feeds (feed, instance_name, sort_order, levels_kurus)
     SELECT feed, instance_name, sort_order, ARRAY(SELECT jsonb_array_elements_text(levels)::bigint)
     FROM jsonb_to_recordset($1::jsonb) AS x(feed text, instance_name text, sort_order int, levels jsonb)
     ON CONFLICT DO NOTHING`,
    JACKPOTS.map(([feed, name, levels], i) => ({ feed, instance_name: name, sort_order: i, levels: levels.map(liraToKurus) })),
  );
  // Delivered when the seed transaction commits: running servers drop their cached lobby lists.
  await tx.query('SELECT pg_notify($1, $2)', [CATALOGUE_CHANNEL, 'seed']);
}
