import { loadProtectionProfile } from '@server/protection/profile';
import type { ProtectionProfile } from '@server/protection/profile';

/**
 * The repository's compliance profile with the minimum game cycle off (docs/protection-enforcement.md), for suites that spin the
 * demo slot several times in a row to test something else (history, summaries, loss limits). The cycle itself is
 * tested in server/protection/routes/play-rules.test.ts with the committed profile.
 */
export function withoutGameCycle(): ProtectionProfile {
  return { ...loadProtectionProfile(), gameCycle: { minMs: 0 } };
}
