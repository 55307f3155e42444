/**
 * Demo lobby facts (docs/lobby.md): when each seeded game joined the catalogue, the plays it is credited
 * with before any round is played (the popularity baseline), and which games feed which jackpot. Deterministic, so
 * every fresh database shows the same New, Hot and Jackpot badges.
 */
import { isSeededNew, PROVIDERS, type SeedGame } from './casino';

/** A seeded game's date and baseline. */
export interface SeedLobbyFacts {
  /** Days before the seed that the game was added (0 = the day of the seed). */
  addedDaysAgo: number;
  /** Rounds credited before any real play (popularity = this + rounds of the last 30 days). */
  popularityBaseline: number;
}

/**
 * Facts of the game at `index` of buildGames(): New Games members were added 0..11 days ago, every other game 30 to
 * ~930 days ago. A provider's hand-picked titles (its best known, first is most played) get a baseline of 300..1,000
 * plays weighed by the provider's place in the footer; generated titles 0..149.
 */
export function seedLobbyFacts(game: SeedGame, index: number): SeedLobbyFacts {
  const provider = PROVIDERS.find((p) => p.id === game.providerId);
  const titleIndex = provider ? provider.titles.indexOf(game.name) : -1;
  const weight = (20 - game.providerId) / 20;
  const popularityBaseline = titleIndex >= 0 ? Math.round(Math.max(300, 1000 - 90 * titleIndex) * weight) : (index * 53) % 150;
  const addedDaysAgo = isSeededNew(game, index) ? index % 12 : 30 + ((index * 37) % 900);
  return { addedDaysAgo, popularityBaseline };
}

type Feed = 'egt' | 'cards' | 'egypt';

/** Egypt Quest's games: the Egyptian-themed titles of any provider. */
const EGYPTIAN = /Pharaoh|Rise of Ra|Book of Dead|Legacy of Dead|Book of Magic/;

/**
 * [feed, instance, game code] of every seeded jackpot link: EGT Digital's games feed its four jackpots in turn
 * (Clover Chance, High Cash, Bell Link, Supreme Hot), Amusnet's the two live card jackpots in turn, and the
 * Egyptian titles Egypt Quest. The offline card jackpot has no games.
 */
export function seedJackpotLinks(games: readonly SeedGame[]): [Feed, string, string][] {
  const egt = ['Clover Chance', 'High Cash', 'Bell Link', 'Supreme Hot'];
  const cards = ['Jackpot Cards', 'Royal Cards'];
  const links: [Feed, string, string][] = [];
  const seen = new Map<number, number>();
  for (const game of games) {
    const n = seen.get(game.providerId) ?? 0;
    seen.set(game.providerId, n + 1);
    if (game.providerId === 3) links.push(['egt', egt[n % egt.length], game.code]);
    if (game.providerId === 4) links.push(['cards', cards[n % cards.length], game.code]);
    if (EGYPTIAN.test(game.name)) links.push(['egypt', 'Egypt Quest', game.code]);
  }
  return links;
}
