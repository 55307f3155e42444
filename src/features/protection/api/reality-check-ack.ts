import { api } from '../../../lib/api-client';
import { protectionRealityCheckAck } from '../../../../contracts/api/protection/reality-check-ack';

/**
 * POST protection/realitycheckack {action} → {nextDueAt} (ISO UTC or null). 'logout' also ends the session on the
 * server (issue 11 reality check: continue or log out).
 */
export function acknowledgeRealityCheck(action: 'continue' | 'logout') {
  return api(protectionRealityCheckAck, { action });
}
