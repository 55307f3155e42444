import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { EgtJackpotData } from '@contracts/types/casino/egt-jackpot';
import type { EgyptQuestData } from '@contracts/types/casino/egypt-quest';
import type { JackpotCardsData } from '@contracts/types/casino/jackpot-cards';
import { kurusToLira } from '@server/wallet/money';

/** Demo jackpots climb up to 20 % over this cycle, then drop back (a win), so the widgets visibly tick. */
const CYCLE_MS = 6 * 60 * 60 * 1000;
/** The second provider's placeholder value (docs/product.md §9): served unchanged so the site can recognise and drop it. */
export const CARD_PLACEHOLDER_LIRA = 14000;

type Feed = 'egt' | 'cards' | 'egypt';

/**
 * The three jackpot feeds (docs/product.md §7 casino/egtjackpot, jackpotcards, eqyptquest; §9), from jackpot_feeds.
 * Values are lira with two decimals, grown from their base by the time of day.
 */
export class JackpotService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  private async load(feed: Feed): Promise<{ name: string; levels: number[]; gameCount: number }[]> {
    // gameCount: the games that feed the jackpot, so its card can open them (jackpot_games).
    const rows = await typed(this.db)
      .selectFrom('jackpot_feeds as f')
      .select((eb) => [
        'f.instance_name', 'f.levels_kurus',
        eb.selectFrom('jackpot_games as j')
          .innerJoin('games as g', 'g.code', 'j.game_code')
          .select((count) => count.fn.countAll<number | string>().as('n'))
          .whereRef('j.feed', '=', 'f.feed')
          .whereRef('j.instance_name', '=', 'f.instance_name')
          .as('game_count'),
      ])
      .where('f.feed', '=', feed)
      .orderBy('f.sort_order')
      .orderBy('f.instance_name')
      .execute();
    const growth = 1 + 0.2 * ((this.now() % CYCLE_MS) / CYCLE_MS);
    return rows.map((r) => ({
      name: r.instance_name,
      gameCount: Number(r.game_count),
      levels: r.levels_kurus.map(Number).map((kurus) =>
        kurus === CARD_PLACEHOLDER_LIRA * 100 ? CARD_PLACEHOLDER_LIRA : kurusToLira(Math.round(kurus * growth)),
      ),
    }));
  }

  /** First provider: [{instanceName, levelStats: [{level 1.., value}]}], including instances the site does not show. */
  async egt(): Promise<EgtJackpotData> {
    return (await this.load('egt')).map((j) => ({ instanceName: j.name, levelStats: j.levels.map((value, i) => ({ level: i + 1, value })), gameCount: j.gameCount }));
  }

  /** Second provider: cards with currentLevelI..IV; placeholder cards carry 14000. */
  async cards(): Promise<JackpotCardsData> {
    return (await this.load('cards')).map((j) => ({
      name: j.name, currentLevelI: j.levels[0], currentLevelII: j.levels[1], currentLevelIII: j.levels[2], currentLevelIV: j.levels[3],
      gameCount: j.gameCount,
    }));
  }

  /** Third feed: the Egypt Quest instance with four levels. */
  async egyptQuest(): Promise<EgyptQuestData> {
    const [first] = await this.load('egypt');
    return { instanceName: first?.name ?? 'Egypt Quest', levels: first?.levels ?? [], gameCount: first?.gameCount ?? 0 };
  }
}
