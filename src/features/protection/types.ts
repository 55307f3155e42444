/* Shapes of the protection calls (issue 11), generated from the server's schemas/api/protection. */
import type { ProtectionLimit, ProtectionStatus } from '../../generated/api/protection/status';

export type {
  ProtectionLimit as LimitRow,
  ProtectionProfile as ComplianceProfile,
  ProtectionStatus,
  RealityCheckState,
} from '../../generated/api/protection/status';
export type { SessionSummary } from '../../generated/api/protection/session-summary';
export type { ExcludeRequest } from '../../generated/api/protection/exclude.request';

export type LimitType = ProtectionLimit['type'];
export type LimitPeriod = ProtectionLimit['period'];
export type { ExclusionKind } from '../../lib/exclusion-periods';
/** A warning of protection/status: a limit at or above the profile's warnAtPercent. */
export type LimitWarning = ProtectionStatus['warnings'][number];
