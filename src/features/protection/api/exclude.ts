import { useMutation } from '@tanstack/react-query';
import { api } from '@site/lib/api-client';
import type { ExcludeRequest } from '@site/features/protection/types';
import { protectionExclude } from '@contracts/api/protection/exclude';

/**
 * POST protection/exclude {kind, period} → {until} (ISO UTC, null for permanent). The server ends every session of
 * the player at once; it cannot be shortened or undone by the player (docs/protection-enforcement.md).
 */
export function exclude(body: ExcludeRequest) {
  return api(protectionExclude, body);
}

/** Mutation of protection/exclude. The caller logs the player out locally on success (the token is dead). */
export function useExclude() {
  return useMutation({ mutationFn: exclude });
}
