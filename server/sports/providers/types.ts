/** The two sportsbook integrations of docs/product.md §2 (/livespor/{id}, /spor/{id}); fcg is badged High Rate in the menu. */
export const SPORTSBOOK_IDS = ['fcg', 'betco'] as const;
export type SportsbookId = (typeof SPORTSBOOK_IDS)[number];

/**
 * One sportsbook partner as the platform sees it. The demo adapters (demo-sportsbooks.ts) serve their own page
 * under /demo/sportsbook/{id}; a real partner replaces `url` with its https address and calls the same wallet
 * services (server/sports/bets.ts, server/sports/settle.ts) through its own callback routes.
 */
export interface SportsbookProvider {
  readonly id: SportsbookId;
  /** Brand name shown on the sportsbook page. */
  readonly name: string;
  /** The page the site frames: same-origin path for the demo, an absolute https URL for a partner. */
  readonly url: string;
  /** Whether launches carry a customer id (fcg: betsyCid). */
  readonly usesCid: boolean;
  /** Session columns (001_core.sql, 060_sportsbook.sql) holding this sportsbook's token and its issue time. */
  readonly tokenColumn: 'betsy_token' | 'betco_token';
  readonly tokenIssuedColumn: 'betsy_token_at' | 'betco_token_at';
}
