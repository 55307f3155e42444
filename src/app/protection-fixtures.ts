import type { ProtectionStatusView } from '@site/features/protection/api/status';

/** A protection/status reply as the server sends it with the default profile (everything on), for unit tests. */
export function statusFixture(overrides: Partial<ProtectionStatusView> = {}): ProtectionStatusView {
  return {
    serverTime: '2026-11-21T12:00:00.000Z',
    clockOffsetMs: 0,
    profile: {
      limits: { types: ['deposit', 'loss', 'wager', 'session'], periods: ['day', 'week', 'month'], coolingOffHours: 24, warnAtPercent: 80 },
      realityCheck: { enabled: true, intervalsMinutes: [15, 30, 60], defaultMinutes: null, enforced: true },
      sessionClock: true,
      timeOut: { enabled: true, periods: ['24h', '7d', '30d'] },
      selfExclusion: { enabled: true, periods: ['6m', '1y', '5y', 'permanent'] },
      historyExport: { enabled: true, maxRangeMonths: 12 },
      withdrawalCancellation: true,
      sessionTime: { countGameActivity: true, endAtLimit: true, warn: true },
      gameCycle: { minMs: 2500 },
    },
    limits: [],
    realityCheck: { intervalMinutes: null, sessionStartedAt: '2026-11-21T11:00:00.000Z', nextDueAt: null },
    warnings: [],
    ...overrides,
  };
}
