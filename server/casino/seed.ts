import type { Queryable } from '@server/db/db';
import { buildGames, CATEGORIES, JACKPOTS, PROVIDERS } from '@server/db/seed-data/casino';
import { seedJackpotLinks, seedLobbyFacts } from '@server/db/seed-data/casino-lobby';
import { liraToKurus } from '@server/wallet/money';
import { CATALOGUE_CHANNEL } from './catalogue-cache';
import { seedGamePlay } from './play-seed';

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
  // Dates are relative to the seed (server/casino/lobby.ts), so a fresh demo always has New games.
  const rows = games.map((g, i) => {
    const facts = seedLobbyFacts(g, i);
    return { code: g.code, name: g.name, provider_id: g.providerId, product_id: g.productId, system: g.system,
      is_live: g.isLive, available: g.available,
      // Interleave providers in the default order, so a lobby does not open on twenty games of one provider.
      sort_order: (i * 7919) % games.length, added_days_ago: facts.addedDaysAgo, popularity_baseline: facts.popularityBaseline };
  });
  await batch(
    `INSERT INTO games (code, name, provider_id, product_id, system, is_live, available, sort_order, added_at, popularity_baseline)
     SELECT code, name, provider_id, product_id, system, is_live, available, sort_order,
       now() - make_interval(days => added_days_ago), popularity_baseline
     FROM jsonb_to_recordset($1::jsonb)
       AS x(code text, name text, provider_id int, product_id int, system text, is_live boolean, available boolean, sort_order int,
         added_days_ago int, popularity_baseline int)
     ON CONFLICT DO NOTHING`,
    rows,
  );
  // Seeded games from before migration 110 get their date and baseline once (an operator's own values are kept).
  await batch(
    `UPDATE games g SET added_at = now() - make_interval(days => x.added_days_ago), popularity_baseline = x.popularity_baseline
     FROM jsonb_to_recordset($1::jsonb) AS x(code text, added_days_ago int, popularity_baseline int)
     WHERE g.code = x.code AND g.added_at IS NULL`,
    rows.map(({ code, added_days_ago, popularity_baseline }) => ({ code, added_days_ago, popularity_baseline })),
  );
  await seedGamePlay(tx, games);
  await batch(
    `INSERT INTO game_categories (id, name, slug_list, sort_order)
     SELECT id, name, ARRAY(SELECT jsonb_array_elements_text(slugs)), id
     FROM jsonb_to_recordset($1::jsonb) AS x(id int, name text, slugs jsonb)
     ON CONFLICT DO NOTHING`,
    CATEGORIES.map(([id, name, , slugs]) => ({ id, name, slugs })),
  );
  // Names per language (demo data: the English catalogue name and the Turkish one).
  await batch(
    `INSERT INTO game_category_names (category_id, language, name)
     SELECT category_id, language, name FROM jsonb_to_recordset($1::jsonb) AS x(category_id int, language text, name text)
     ON CONFLICT DO NOTHING`,
    CATEGORIES.flatMap(([id, name, nameTr]) => [
      { category_id: id, language: 'en', name },
      { category_id: id, language: 'tr', name: nameTr },
    ]),
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
  await batch(
    `INSERT INTO jackpot_games (feed, instance_name, game_code)
     SELECT x.feed, x.instance_name, x.game_code FROM jsonb_to_recordset($1::jsonb) AS x(feed text, instance_name text, game_code text)
     JOIN jackpot_feeds f ON f.feed = x.feed AND f.instance_name = x.instance_name
     ON CONFLICT DO NOTHING`,
    seedJackpotLinks(games).map(([feed, instanceName, code]) => ({ feed, instance_name: instanceName, game_code: code })),
  );
  // Delivered when the seed transaction commits: running servers drop their cached lobby lists.
  await tx.query('SELECT pg_notify($1, $2)', [CATALOGUE_CHANNEL, 'seed']);
}
