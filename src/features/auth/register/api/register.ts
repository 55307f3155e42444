import { apiEnvelope } from '@site/lib/api-client';
import type { RegisterRequest } from '@contracts/types/auth/register.request';
import { authRegister } from '@contracts/api/auth/register';

/**
 * POST auth/register (docs/product.md §7). Resolves with the envelope: data is the new player's session (logged in at once,
 * docs/product.md §4) and message is shown as a success toast. Throws ApiError with the server's message (e.g. a taken username).
 */
export function register(body: RegisterRequest) {
  return apiEnvelope(authRegister, body);
}
