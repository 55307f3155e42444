import { apiEnvelope } from '../../../lib/api-client';
import type { SessionData } from '../../../generated/api/auth/session';
import type { LoginRequest } from '../../../generated/api/auth/login.request';

/** POST auth/login (spec §7). Resolves with the envelope (message shown as success toast); throws ApiError with the server message. */
export function login(body: LoginRequest) {
  return apiEnvelope<SessionData>('POST', 'auth/login', body);
}
