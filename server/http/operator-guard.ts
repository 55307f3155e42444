import type { FastifyRequest } from 'fastify';
import { ApiFailure } from './envelope.ts';
import { operatorAllowed } from './operator-access.ts';

/**
 * Pre-handler of the operator API: the shared rule of server/http/operator-access.ts (OPERATOR_TOKEN, else
 * outside production a direct local connection without forwarding headers). Else ApiFailure 403.
 */
export async function operatorOnly(request: FastifyRequest): Promise<void> {
  if (!operatorAllowed(request, request.server.ctx.mode)) throw new ApiFailure(403, 'operator.forbidden');
}
