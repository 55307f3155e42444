import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProtectionLimit } from '@contracts/types/protection/limit';
import { registerPlayer } from '@server/test/account-helpers';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { DAY, HOUR, advance, deposit, setLimit, status } from './protection-test-support';

/** protection/confirmlimit and protection/cancelpending: an increase waits for its cooling-off, then a confirmation. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (token: string, url: string, body: unknown) => call(t.app, 'POST', url, { token, body, locale: 'en' });

describe('cooling-off', () => {
  it('an increase before its cooling-off ends is refused with the time left; after it, it needs the confirm', async () => {
    const p = await registerPlayer(t.app);
    await setLimit(t.app, p.token, 'deposit', 'day', 100);
    await setLimit(t.app, p.token, 'deposit', 'day', 300);
    expect((await deposit(t.app, p.token, 150)).status).toBe(400);
    await advance(t.app, p.username, 23 * HOUR);
    const early = await post(p.token, '/api/protection/confirmlimit', { type: 'deposit', period: 'day' });
    expect(early.status).toBe(400);
    expect(early.body.message).toMatch(
      /^Your new daily deposit limit can be confirmed from \d\d\.\d\d\.\d{4} \d\d:\d\d \((59 min|1 h) left\)\.$/,
    );
    await advance(t.app, p.username, HOUR);
    // Due, but not applied until confirmed.
    expect((await deposit(t.app, p.token, 150)).status).toBe(400);
    const row = (await status(t.app, p.token)).limits.find((l) => l.type === 'deposit' && l.period === 'day');
    expect(row).toMatchObject({ value: 100, pending: { value: 300 } });
    expect(Date.parse(row?.pending?.effectiveAt ?? '')).toBeLessThanOrEqual(Date.now());
    const confirmed = await post(p.token, '/api/protection/confirmlimit', { type: 'deposit', period: 'day' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ value: 300, pending: null });
    expect((await deposit(t.app, p.token, 150)).status).toBe(200);
  });

  it('a removal also waits; a pending change can be cancelled; nothing pending is a 400', async () => {
    const p = await registerPlayer(t.app);
    await setLimit(t.app, p.token, 'loss', 'week', 200);
    await setLimit(t.app, p.token, 'loss', 'week', null);
    const row = (await status(t.app, p.token)).limits.find((l) => l.type === 'loss' && l.period === 'week');
    expect(row).toMatchObject({ value: 200, pending: { value: null } });
    const cancelled = await post(p.token, '/api/protection/cancelpending', { type: 'loss', period: 'week' });
    expect(cancelled.body.data).toMatchObject({ value: 200, pending: null } satisfies Partial<ProtectionLimit>);
    const again = await post(p.token, '/api/protection/cancelpending', { type: 'loss', period: 'week' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('There is no pending change for this limit.');
    expect((await post(p.token, '/api/protection/confirmlimit', { type: 'loss', period: 'week' })).status).toBe(400);
    await setLimit(t.app, p.token, 'loss', 'week', null);
    await advance(t.app, p.username, DAY);
    const removed = await post(p.token, '/api/protection/confirmlimit', { type: 'loss', period: 'week' });
    expect(removed.body).toMatchObject({
      success: true,
      message: 'Your weekly loss limit has been removed.',
      data: { value: null, pending: null },
    });
  });

  it('a lower value while one is pending replaces it and applies at once', async () => {
    const p = await registerPlayer(t.app);
    await setLimit(t.app, p.token, 'deposit', 'month', 1_000);
    await setLimit(t.app, p.token, 'deposit', 'month', 5_000);
    const lower = await post(p.token, '/api/protection/setlimit', { type: 'deposit', period: 'month', value: 800 });
    expect(lower.body.data).toMatchObject({ value: 800, pending: null, applied: true });
  });

  it('bad bodies are 400 naming the field; another player is never touched', async () => {
    const a = await registerPlayer(t.app);
    const b = await registerPlayer(t.app);
    expect(
      (await post(a.token, '/api/protection/confirmlimit', { type: 'bonus', period: 'day' })).body.message,
    ).toMatch(/^(Type|Tür) /);
    expect((await post(a.token, '/api/protection/cancelpending', { type: 'deposit' })).body.message).toMatch(/^(Period|Süre) /);
    await setLimit(t.app, b.token, 'deposit', 'day', 100);
    await setLimit(t.app, b.token, 'deposit', 'day', 200);
    expect((await post(a.token, '/api/protection/cancelpending', { type: 'deposit', period: 'day' })).status).toBe(400);
    const rowOfB = (await status(t.app, b.token)).limits.find((l) => l.type === 'deposit' && l.period === 'day');
    expect(rowOfB?.pending?.value).toBe(200);
  });
});
