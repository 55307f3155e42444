import type { Queryable } from '@server/db/db';

/** One fixture of the demo sportsbooks; odds in hundredths (2.10 -> 210), no draw price for two-way sports. */
export interface SportFixture {
  sport: 'football' | 'basketball' | 'tennis';
  league: string;
  home: string;
  away: string;
  /** [home, draw | null, away] odds x100. */
  odds: readonly [number, number | null, number];
  /** Live: match clock offset in seconds; pre-match: null. */
  clockOffsetS: number | null;
  /** Pre-match: days from today and local kick-off time. */
  kickoff?: readonly [day: number, time: string];
}

const LIVE: readonly SportFixture[] = [
  { sport: 'football', league: 'Süper Lig', home: 'Galatasaray', away: 'Fenerbahçe', odds: [215, 340, 310], clockOffsetS: 1260 },
  { sport: 'football', league: 'Süper Lig', home: 'Beşiktaş', away: 'Trabzonspor', odds: [190, 355, 390], clockOffsetS: 3180 },
  { sport: 'football', league: 'Premier League', home: 'Arsenal', away: 'Liverpool', odds: [240, 330, 280], clockOffsetS: 600 },
  { sport: 'football', league: 'LaLiga', home: 'Real Madrid', away: 'Sevilla', odds: [145, 460, 620], clockOffsetS: 4500 },
  { sport: 'basketball', league: 'EuroLeague', home: 'Anadolu Efes', away: 'Fenerbahçe Beko', odds: [185, null, 195], clockOffsetS: 900 },
  { sport: 'basketball', league: 'NBA', home: 'Boston Celtics', away: 'Denver Nuggets', odds: [170, null, 215], clockOffsetS: 2100 },
];

const PRE_MATCH: readonly SportFixture[] = [
  { sport: 'football', league: 'Süper Lig', home: 'Başakşehir', away: 'Samsunspor', odds: [205, 335, 345], clockOffsetS: null, kickoff: [0, '21:45'] },
  { sport: 'football', league: 'Süper Lig', home: 'Göztepe', away: 'Kasımpaşa', odds: [225, 320, 315], clockOffsetS: null, kickoff: [1, '19:00'] },
  { sport: 'football', league: 'Süper Lig', home: 'Fenerbahçe', away: 'Beşiktaş', odds: [200, 345, 350], clockOffsetS: null, kickoff: [2, '20:00'] },
  { sport: 'football', league: 'Premier League', home: 'Manchester City', away: 'Chelsea', odds: [160, 420, 500], clockOffsetS: null, kickoff: [1, '17:30'] },
  { sport: 'football', league: 'Serie A', home: 'Inter', away: 'Juventus', odds: [210, 315, 360], clockOffsetS: null, kickoff: [3, '21:45'] },
  { sport: 'football', league: 'Bundesliga', home: 'Bayern München', away: 'Dortmund', odds: [150, 470, 540], clockOffsetS: null, kickoff: [4, '19:30'] },
  { sport: 'basketball', league: 'EuroLeague', home: 'Real Madrid', away: 'Panathinaikos', odds: [165, null, 225], clockOffsetS: null, kickoff: [1, '21:00'] },
  { sport: 'tennis', league: 'ATP Finals', home: 'J. Sinner', away: 'C. Alcaraz', odds: [175, null, 205], clockOffsetS: null, kickoff: [2, '16:00'] },
];

/**
 * The odds each demo sportsbook offers: fcg is badged High Rate in the menu, so it pays a thinner margin
 * (prices 4 % higher) than betco on the same fixtures. Never below 1.01.
 */
const PRICE_FACTOR = { fcg: 1.04, betco: 1 } as const;

export type SportsbookProviderId = keyof typeof PRICE_FACTOR;

function price(oddsX100: number, provider: SportsbookProviderId): number {
  return Math.max(101, Math.round(oddsX100 * PRICE_FACTOR[provider]));
}

/**
 * Seeds both demo sportsbooks' events and match-result odds (idempotent: rows are keyed by code and never
 * overwritten, so an operator's price edits survive restarts).
 */
export async function seedSports(tx: Queryable): Promise<void> {
  for (const provider of Object.keys(PRICE_FACTOR) as SportsbookProviderId[]) {
    const fixtures = [...LIVE.map((f, i) => ({ f, code: `${provider}-live-${i + 1}` })), ...PRE_MATCH.map((f, i) => ({ f, code: `${provider}-pre-${i + 1}` }))];
    for (const [order, { f, code }] of fixtures.entries()) {
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO sport_events (code, provider, sport, league, home_team, away_team, is_live, clock_offset_s, kickoff_day, kickoff_time, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (code) DO NOTHING RETURNING id`,
        [code, provider, f.sport, f.league, f.home, f.away, f.clockOffsetS !== null, f.clockOffsetS ?? 0, f.kickoff?.[0] ?? 0, f.kickoff?.[1] ?? '20:00', order],
      );
      if (!inserted[0]) continue;
      const [home, draw, away] = f.odds;
      const outcomes: [string, number | null][] = [['1', home], ['X', draw], ['2', away]];
      for (const [outcome, odds] of outcomes) {
        if (odds === null) continue;
        await tx.query('INSERT INTO sport_selections (event_id, outcome, odds_x100) VALUES ($1, $2, $3)', [inserted[0].id, outcome, price(odds, provider)]);
      }
    }
  }
}
