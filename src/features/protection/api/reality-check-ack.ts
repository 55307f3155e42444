import { api } from '../../../lib/api-client';

/**
 * POST protection/realitycheckack {action} → {nextDueAt} (ISO UTC or null). 'logout' also ends the session on the
 * server (issue 11 reality check: continue or log out).
 */
export function acknowledgeRealityCheck(action: 'continue' | 'logout'): Promise<{ nextDueAt: string | null }> {
  return api<{ nextDueAt: string | null }>('POST', 'protection/realitycheckack', { action });
}
