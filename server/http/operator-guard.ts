import type { FastifyRequest } from 'fastify';
import { operatorName } from '@server/protection/operator';
import { ApiFailure } from './envelope';
import { operatorAllowed } from './operator-access';

/** The operator named by a request that passed operatorOnly (x-operator-name), for the audit. */
export const operatorOfRequest = new WeakMap<FastifyRequest, string>();

/**
 * Whether a route (its method and its pattern as registered, e.g. `/api/operator/protection/:playerId`) is an operator
 * action that must name its operator and is audited: every operator call but a GET, and every look at the
 * protection view.
 */
export const isAuditedOperatorRoute = (method: string, pattern: string): boolean =>
  pattern.startsWith('/api/operator/') && (method !== 'GET' || pattern.startsWith('/api/operator/protection'));

/**
 * Pre-handler of the operator API: the shared rule of server/http/operator-access.ts (OPERATOR_TOKEN, else
 * outside production a direct local connection without forwarding headers). Else ApiFailure 403.
 * It remembers the operator named in `x-operator-name`; every action (any POST) and every look at the protection
 * view must name one (every operator action records who did it, docs/player-protection-operator.md; `npm run operator -- --as <name>`),
 * checked by operatorNamed.
 */
export async function operatorOnly(request: FastifyRequest): Promise<void> {
  if (!operatorAllowed(request, request.server.mode)) throw new ApiFailure(403, 'operator.forbidden');
  const name = operatorName(request.headers['x-operator-name']);
  if (name) operatorOfRequest.set(request, name);
}

/**
 * preHandler of every audited operator route (installed by server/operator/audit-plugin.ts): a call without a valid
 * x-operator-name is refused with 400 — after access (403) and body checks (400 naming the field), so a caller
 * learns those first.
 */
export async function operatorNamed(request: FastifyRequest): Promise<void> {
  if (!operatorOfRequest.has(request)) throw new ApiFailure(400, 'operator.identityMissing');
}
