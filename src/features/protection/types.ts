/* Shapes of the protection calls (docs/protection-enforcement.md), generated from the server's schemas/api/protection. */
import type { ProtectionLimit, ProtectionStatus } from '@contracts/types/protection/status';

export type {
  ProtectionLimit as LimitRow,
  ProtectionProfile as ComplianceProfile,
  ProtectionStatus,
  RealityCheckState,
} from '@contracts/types/protection/status';
export type { SessionSummary } from '@contracts/types/protection/session-summary';
export type { ExcludeRequest } from '@contracts/types/protection/exclude.request';

export type LimitType = ProtectionLimit['type'];
export type LimitPeriod = ProtectionLimit['period'];
export type { ExclusionKind } from '@contracts/domain/exclusion-periods';
/** A warning of protection/status: a limit at or above the profile's warnAtPercent. */
export type LimitWarning = ProtectionStatus['warnings'][number];
