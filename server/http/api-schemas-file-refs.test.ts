import { describe, expect, it } from 'vitest';
import { ApiSchemas } from './api-schemas';

describe('ApiSchemas: file references between schemas', () => {
  it('resolves "bet-view.json" and "../customer/…json#/pointer" references when checking replies', async () => {
    const schemas = await ApiSchemas.load();
    const problems: string[] = [];
    const serializerOf = schemas.replySerializer((_route, problem) => problems.push(problem));
    const check = (reply: string, data: unknown) =>
      serializerOf({ schema: schemas.replyEnvelope(reply), method: 'POST', url: '/x', httpStatus: '200' })({ success: true, message: '', data });
    const bet = {
      id: 1, provider: 'fcg', eventName: 'A – B', outcome: '1', odds: 2.1, stake: 10, potentialWin: 21, status: 'open',
      placedAt: '2026-01-01T00:00:00.000Z', settledAt: null,
    };
    check('sports/bet', { bet, balance: 90 });
    expect(problems).toEqual([]);
    check('sports/bet', { bet: { ...bet, status: 'void' }, balance: 90 });
    expect(problems).toHaveLength(1);
    const item = {
      id: 3, reference: 'W-000003', createdAt: '2026-01-01T00:00:00.000Z', transactionType: 2, methodName: 'Havale', amount: 50,
      recordStatus: 5, processStatus: 3, cancellable: false, timeline: [],
    };
    check('wallet/cancel-withdrawal', item);
    expect(problems).toHaveLength(1);
    check('wallet/cancel-withdrawal', { ...item, extra: true });
    expect(problems).toHaveLength(2);
  });
});
