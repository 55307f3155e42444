import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FINANCIAL_STATUSES, FINANCIAL_TYPES, GAME_PRODUCTS, GAME_STATUSES, RECORD_STATUSES_OF, SESSION_STATUSES, parseReference, reference } from './history-filters';

/** The request schema of a history call, by its key under schemas/api (e.g. 'wallet/financial-history'). */
const schema = (key: string) =>
  JSON.parse(readFileSync(new URL(`../../schemas/api/${key}.request.json`, import.meta.url), 'utf8')) as { properties: Record<string, { enum?: string[] }> };

describe('history filters', () => {
  it('lists exactly the values the request schemas accept', () => {
    expect(schema('wallet/financial-history').properties.type.enum).toEqual([...FINANCIAL_TYPES]);
    expect(schema('wallet/financial-history').properties.status.enum).toEqual([...FINANCIAL_STATUSES]);
    expect(schema('casino/game-history').properties.product.enum).toEqual([...GAME_PRODUCTS]);
    expect(schema('casino/game-history').properties.status.enum).toEqual([...GAME_STATUSES]);
    expect(schema('account/session-history').properties.status.enum).toEqual([...SESSION_STATUSES]);
  });

  it('maps every record status of docs/product.md §3 but None to exactly one status filter', () => {
    const mapped = Object.values(RECORD_STATUSES_OF).flat().sort();
    expect(mapped).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('writes short references and reads them back, refusing anything else', () => {
    expect(reference('deposit', 123)).toBe('D-000123');
    expect(reference('withdrawal', 45)).toBe('W-000045');
    expect(reference('round', 1_234_567)).toBe('R-1234567');
    expect(parseReference(' w-000045 ')).toEqual({ kind: 'withdrawal', id: 45 });
    expect(parseReference('B123')).toEqual({ kind: 'bet', id: 123 });
    expect(parseReference('X-000001')).toBeNull();
    expect(parseReference('D-000000')).toBeNull();
    expect(parseReference('D-12a')).toBeNull();
  });
});
