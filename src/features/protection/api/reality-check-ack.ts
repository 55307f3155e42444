import { api } from '@site/lib/api-client';
import { protectionRealityCheckAck } from '@contracts/api/protection/reality-check-ack';

/**
 * POST protection/realitycheckack {action} → {nextDueAt} (ISO UTC or null). 'logout' also ends the session on the
 * server (the reality check: continue or log out; docs/protection-enforcement.md).
 */
export function acknowledgeRealityCheck(action: 'continue' | 'logout') {
  return api(protectionRealityCheckAck, { action });
}
