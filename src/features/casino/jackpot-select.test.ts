import { describe, expect, it } from 'vitest';
import { selectEgtJackpots, selectEgyptQuest, selectJackpotCards } from './jackpot-select';

const levels = (n: number) => Array.from({ length: n }, (_, i) => ({ level: i + 1, value: (i + 1) * 100 }));

describe('jackpot selection (docs/product.md §9)', () => {
  it('keeps Clover Chance then High Cash, each only with 4 levels', () => {
    const data = [
      { instanceName: 'High Cash', levelStats: levels(4) },
      { instanceName: 'Bell Link', levelStats: levels(4) },
      { instanceName: 'Clover Chance', levelStats: levels(5) },
    ];
    expect(selectEgtJackpots(data).map((j) => [j.instanceName, j.levelStats.length])).toEqual([['Clover Chance', 4], ['High Cash', 4]]);
    expect(selectEgtJackpots([{ instanceName: 'Clover Chance', levelStats: levels(3) }, { instanceName: 'High Cash', levelStats: levels(4) }])
      .map((j) => j.instanceName)).toEqual(['High Cash']);
    expect(selectEgtJackpots(undefined)).toEqual([]);
  });
  it('ignores cards whose currentLevelI is 14000', () => {
    const card = (name: string, currentLevelI: number) => ({ name, currentLevelI, currentLevelII: 1, currentLevelIII: 2, currentLevelIV: 3 });
    expect(selectJackpotCards([card('a', 14000), card('b', 13999.99), card('c', 500)]).map((c) => c.name)).toEqual(['b', 'c']);
  });
  it('takes Egypt Quest only with a name and 4 numeric levels; anything else hides it', () => {
    expect(selectEgyptQuest({ instanceName: 'Egypt Quest', levels: [4, 3, 2, 1] })).toEqual({ instanceName: 'Egypt Quest', levels: [4, 3, 2, 1] });
    for (const bad of [[], null, undefined, 'x', { instanceName: 'E' }, { instanceName: 'E', levels: [1, 2, 3] }, { instanceName: 'E', levels: [1, 2, 3, 'x'] }]) {
      expect(selectEgyptQuest(bad)).toBeNull();
    }
  });
});
