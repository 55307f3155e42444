import type { Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';

/** The country sent for a player whose record has none: Türkiye, registration's default country (docs/product.md). */
const DEFAULT_COUNTRY = 'TR';

/**
 * What Hub88 is told about a player's account: his wallet's currency (ISO 4217) and his country (ISO 3166-1 alpha-2);
 * with his account's status (`players.status`: 'active' may bet), which the wallet API checks.
 */
export interface Hub88Account {
  currency: string;
  country: string;
  status: string;
}

/**
 * The currency of `playerId`'s wallet and his registered country (DEFAULT_COUNTRY when his record names none), as the
 * game-URL call and the wallet API's replies send them (docs/providers.md "Launch"), and his status; null when he
 * has no wallet.
 */
export async function hub88AccountOf(q: Queryable, playerId: number): Promise<Hub88Account | null> {
  const row = await typed(q)
    .selectFrom('players as p')
    .innerJoin('wallets as w', 'w.player_id', 'p.id')
    .innerJoin('currencies as c', 'c.id', 'w.currency_id')
    .leftJoin('countries as k', 'k.id', 'p.country_id')
    .select(['p.status', 'c.code as currency', 'k.iso2 as country'])
    .where('p.id', '=', playerId)
    .executeTakeFirst();
  return row ? { currency: row.currency.trim(), country: (row.country ?? DEFAULT_COUNTRY).trim(), status: row.status } : null;
}
