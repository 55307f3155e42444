/**
 * Demo casino catalogue: 16 providers (the footer's provider logos, config/footer.json), 330+ games
 * generated deterministically, lobby categories (docs/product.md §3 Category: id, name, slugList) and jackpot feed bases.
 * mainProviderId is the launch kind of docs/product.md §7: 1 Pragmatic, 2 DT, 3 EM, 4 Amusnet, 5 EGT, 6 Hub88, 7 SoftGamings.
 */

export interface SeedProvider {
  id: number;
  name: string;
  mainProviderId: number;
  /** Short code prefix of its games. */
  prefix: string;
  /** Hand-picked titles first; generated ones fill up to `count`. */
  titles: string[];
  count: number;
  live?: boolean;
}

export const PROVIDERS: SeedProvider[] = [
  { id: 1, name: 'Pragmatic Play', mainProviderId: 1, prefix: 'pp', count: 26, titles: ['Sweet Bonanza', 'Gates of Olympus', 'The Dog House', 'Wolf Gold', 'Big Bass Bonanza', 'Sugar Rush', 'Starlight Princess', 'Fruit Party'] },
  { id: 2, name: 'Evolution', mainProviderId: 7, prefix: 'evo', count: 22, live: true, titles: ['Lightning Roulette', 'Crazy Time', 'Monopoly Live', 'Infinite Blackjack', 'Speed Baccarat', 'Dream Catcher', 'Mega Ball', 'Auto Roulette'] },
  { id: 3, name: 'EGT Digital', mainProviderId: 5, prefix: 'egt', count: 22, titles: ['40 Burning Hot', 'Shining Crown', 'Flaming Hot', 'Rise of Ra', 'Burning Hot', 'Great 27', 'Ultimate Hot', 'Zodiac Wheel'] },
  { id: 4, name: 'Amusnet', mainProviderId: 4, prefix: 'am', count: 22, titles: ['20 Super Hot', '100 Super Hot', 'Dice & Roll', 'Majestic Forest', 'Book of Magic', 'Caramel Hot', 'Fruits Kingdom', 'Supreme Hot'] },
  { id: 5, name: 'Hub88', mainProviderId: 6, prefix: 'h88', count: 20, titles: ['Hub Fortune', 'Reel Rush Deluxe', 'Golden Crown Spins'] },
  { id: 6, name: 'SoftGamings', mainProviderId: 7, prefix: 'sg', count: 20, titles: ['Book of Kings', 'Wild Sevens', 'Fruit Cocktail'] },
  { id: 7, name: 'Dragoon Soft', mainProviderId: 2, prefix: 'ds', count: 20, titles: ['Dragon Fortune', 'Jade Emperor', 'Lucky Koi', 'Tiger Treasures'] },
  { id: 8, name: 'EveryMatrix', mainProviderId: 3, prefix: 'em', count: 20, titles: ['Matrix Riches', 'Cyber Gems'] },
  { id: 9, name: 'Spribe', mainProviderId: 6, prefix: 'spb', count: 12, titles: ['Aviator', 'Mines', 'Plinko', 'Dice', 'Goal', 'Hi-Lo', 'Keno', 'Mini Roulette', 'Hotline', 'Balloon', 'Keno 80', 'Trader'] },
  { id: 10, name: 'Ezugi', mainProviderId: 7, prefix: 'ezg', count: 20, live: true, titles: ['Ultimate Roulette', 'Bet on Teen Patti', 'Andar Bahar', 'Lucky 7', 'Bet on Numbers', 'Casino Hold’em'] },
  { id: 11, name: 'Playtech', mainProviderId: 7, prefix: 'pt', count: 22, titles: ['Age of the Gods', 'Buffalo Blitz', 'Great Blue', 'Halloween Fortune', 'Wheel of Fortune TV', 'Football Studio TV'] },
  { id: 12, name: "Play'n GO", mainProviderId: 3, prefix: 'png', count: 20, titles: ['Book of Dead', 'Reactoonz', 'Rise of Olympus', 'Legacy of Dead', 'Fire Joker'] },
  { id: 13, name: 'Red Tiger', mainProviderId: 3, prefix: 'rt', count: 20, titles: ['Gonzo’s Quest Megaways', 'Dragon’s Luck', 'Pirates’ Plenty', 'Mystery Reels'] },
  { id: 14, name: 'NetEnt', mainProviderId: 3, prefix: 'ne', count: 22, titles: ['Starburst', 'Dead or Alive', 'Twin Spin', 'Divine Fortune', 'Mega Joker', 'Blood Suckers'] },
  { id: 15, name: 'BGaming', mainProviderId: 6, prefix: 'bg', count: 20, titles: ['Elvis Frog in Vegas', 'Aloha King Elvis', 'Plinko XY', 'Space XY', 'Bingo Bonanza', 'Lucky Lady Moon'] },
  { id: 16, name: 'Habanero', mainProviderId: 6, prefix: 'hb', count: 20, titles: ['Hot Hot Fruit', 'Koi Gate', 'Wealth Inn', 'Happy Ape', 'Nuwa'] },
];

const ADJECTIVES = ['Golden', 'Wild', 'Mystic', 'Lucky', 'Royal', 'Blazing', 'Frozen', 'Aztec', 'Dragon', 'Crystal', 'Neon', 'Jungle', 'Ocean', 'Thunder', 'Viking', 'Samurai', 'Cosmic', 'Fruity', 'Sunset', 'Diamond', 'Pharaoh', 'Electric', 'Midnight', 'Emerald'];
const NOUNS = ['Fortune', 'Bonanza', 'Riches', 'Spins', 'Gems', 'Treasure', 'Legends', 'Nights', 'Quest', 'Kingdom', 'Empire', 'Blaze', 'Dreams', 'Wilds', 'Megaways', 'Jackpot', 'Reels', 'Gold', 'Party', 'Crown'];
const LIVE_KINDS = ['Roulette', 'Blackjack', 'Baccarat', 'Poker', 'Dragon Tiger', 'Sic Bo'];

export interface SeedGame {
  code: string;
  name: string;
  providerId: number;
  productId: number;
  system: string;
  isLive: boolean;
  available: boolean;
  kind: 'slot' | 'live' | 'instant' | 'tv' | 'bingo';
}

function kindOf(provider: SeedProvider, name: string, isLive: boolean): SeedGame['kind'] {
  if (/\bTV\b/.test(name) || ['Lucky 7', 'Bet on Numbers', 'Dream Catcher', 'Mega Ball'].includes(name)) return 'tv';
  if (/Bingo|Keno/.test(name)) return 'bingo';
  if (isLive) return 'live';
  if (provider.id === 9 || /XY$|Plinko/.test(name)) return 'instant';
  return 'slot';
}

/** Most games SEED_GAMES may ask for: a lobby lookup returns at most 5,000, and more only slows every start. */
export const SEED_GAMES_MAX = 20_000;

/**
 * The catalogue: every provider's titles then generated names, unique per provider (328 games). With `total`
 * (SEED_GAMES, README settings; at least the 328, at most SEED_GAMES_MAX) generated slots are added up to that
 * many games, so a lobby can be tried with thousands of tiles; the first 328 stay the same.
 */
export function buildGames(total?: number): SeedGame[] {
  const games: SeedGame[] = [];
  // Generated titles are unique across the whole catalogue, so two providers never offer the same name.
  const used = new Set(PROVIDERS.flatMap((p) => p.titles));
  for (const p of PROVIDERS) {
    const names = new Set(p.titles);
    for (let i = 0; names.size < p.count && i < 2000; i += 1) {
      const adjective = ADJECTIVES[(p.id * 7 + i * 5 + Math.floor(i / ADJECTIVES.length)) % ADJECTIVES.length];
      const noun = p.live ? LIVE_KINDS[i % LIVE_KINDS.length] : NOUNS[(p.id * 3 + i * 7) % NOUNS.length];
      const name = `${adjective} ${noun}`;
      if (used.has(name)) continue;
      used.add(name);
      names.add(name);
    }
    [...names].forEach((name, i) => {
      const isLive = Boolean(p.live);
      games.push({
        code: `${p.prefix}-${String(i + 1).padStart(3, '0')}`,
        name,
        providerId: p.id,
        productId: 1000 + p.id,
        system: String(900 + p.id),
        isLive,
        // One maintenance title per failing launch kind makes docs/product.md §8's "launch failure closes the game" testable.
        available: !(p.id === 4 && i === p.count - 1) && !(p.id === 3 && i === p.count - 1),
        kind: kindOf(p, name, isLive),
      });
    });
  }
  if (total !== undefined) games.push(...extraSlots(total - games.length));
  return games;
}

/**
 * `count` generated slots, spread over the providers of slots (numbered after each one's own games) and named
 * "<adjective> <noun> <n>" with n from 2, so no name repeats one of the catalogue's or another extra's.
 */
function extraSlots(count: number): SeedGame[] {
  const makers = PROVIDERS.filter((p) => !p.live && p.id !== 9);
  const numbers = new Map(makers.map((p) => [p.id, p.count]));
  const extra: SeedGame[] = [];
  for (let n = 0; n < count; n += 1) {
    const p = makers[n % makers.length];
    const number = (numbers.get(p.id) ?? 0) + 1;
    numbers.set(p.id, number);
    const combos = ADJECTIVES.length * NOUNS.length;
    const name = `${ADJECTIVES[n % ADJECTIVES.length]} ${NOUNS[Math.floor(n / ADJECTIVES.length) % NOUNS.length]} ${Math.floor(n / combos) + 2}`;
    extra.push({
      code: `${p.prefix}-${String(number).padStart(3, '0')}`, name, providerId: p.id, productId: 1000 + p.id,
      system: String(900 + p.id), isLive: false, available: true, kind: 'slot',
    });
  }
  return extra;
}

/** The New Games category's rule; the seeded dates (server/casino/lobby.ts) make these the games added in the last days. */
export const isSeededNew = (game: SeedGame, index: number): boolean => game.kind === 'slot' && index % 13 === 5;

/**
 * [id, name (en), name (tr), slugList, which games belong]. The first slug is the category's own (unique); the
 * others name the lobbies it also appears in. A lobby's main category is the one whose own slug is the lobby's.
 */
export const CATEGORIES: [number, string, string, string[], (g: SeedGame, index: number) => boolean][] = [
  [1, 'Slot', 'Slot', ['slot'], (g) => g.kind === 'slot'],
  [2, 'Live Casino', 'Canlı Casino', ['live'], (g) => g.kind === 'live'],
  [3, 'Games', 'Oyunlar', ['games'], (g) => g.kind === 'instant'],
  [4, 'TV Bets', 'TV Oyunları', ['tvbets'], (g) => g.kind === 'tv'],
  [5, 'Popular Games', 'Popüler Oyunlar', ['popular-games', 'slot', 'live', 'home'], (g, i) => i % 11 === 0 || g.code === 'spb-001'],
  [6, 'New Games', 'Yeni Oyunlar', ['new-games', 'slot', 'home'], (g, i) => isSeededNew(g, i)],
  [7, 'Jackpot Slots', 'Jackpot Slotları', ['jackpot-slots', 'slot'], (g) => g.kind === 'slot' && /Jackpot|Hot|Fortune|Crown/.test(g.name)],
  [8, 'Megaways', 'Megaways', ['megaways', 'slot'], (g) => /Megaways|Reels/.test(g.name)],
  [9, 'Roulette', 'Rulet', ['roulette', 'live'], (g) => g.isLive && /Roulette/.test(g.name)],
  [10, 'Blackjack', 'Blackjack', ['blackjack', 'live'], (g) => g.isLive && /Blackjack/.test(g.name)],
  [11, 'Baccarat', 'Bakara', ['baccarat', 'live'], (g) => g.isLive && /Baccarat|Dragon Tiger/.test(g.name)],
  [12, 'Bingo & Keno', 'Tombala & Keno', ['bingo', 'popular-games'], (g) => g.kind === 'bingo' || g.kind === 'instant'],
];

/** Jackpot feed bases in lira; [feed, instance, levels]. Cards with 14000 as level I are the docs/product.md §9 sentinel. */
export const JACKPOTS: ['egt' | 'cards' | 'egypt', string, number[]][] = [
  ['egt', 'Clover Chance', [61.53, 1253.32, 8012.7, 52340.15]],
  ['egt', 'High Cash', [148.2, 2480.9, 12994.05, 98450.4]],
  ['egt', 'Bell Link', [90.1, 1500.5, 9100.3, 61000]],
  ['egt', 'Supreme Hot', [75.4, 980.25, 7055.8]],
  ['cards', 'Jackpot Cards', [1420.5, 4870.2, 19230.75, 86505.1]],
  ['cards', 'Jackpot Cards Offline', [14000, 14000, 14000, 14000]],
  ['cards', 'Royal Cards', [980.35, 3560.9, 15400.15, 70120.6]],
  ['egypt', 'Egypt Quest', [512.4, 2630.85, 11800.2, 74900.95]],
];
