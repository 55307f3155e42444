import { apiEnvelope } from '@site/lib/api-client';
import type { ExclusionReturnRequest } from '@contracts/types/auth/exclusion-return.request';
import { authExclusionReturn } from '@contracts/api/auth/exclusion-return';

/**
 * POST auth/exclusionreturn (docs/player-protection-operator.md): with the player's credentials, `request` asks to return after an ended
 * self-exclusion (starts the cooling-off), `confirm` returns after it. Resolves with the envelope (message to show);
 * throws ApiError with the server's sentence (e.g. cooling-off not over, with its end in Istanbul time).
 */
export function exclusionReturn(body: ExclusionReturnRequest) {
  return apiEnvelope(authExclusionReturn, body);
}
