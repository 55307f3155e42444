import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticateOperator } from '@server/operator/accounts';
import { rolesFor } from '@server/operator/route-roles';
import { auditReportOf, writeAudit } from '@server/platform/audit-trail';
import { ApiFailure } from './envelope';

/** The authenticated operator of a request that passed operatorOnly, for the audit and the handlers. */
export const operatorOfRequest = new WeakMap<FastifyRequest, string>();

/**
 * Whether a route (its method and its pattern as registered, e.g. `/api/operator/protection/:username`) is audited:
 * every operator call but a GET, and every look at the protection view.
 */
export const isAuditedOperatorRoute = (method: string, pattern: string): boolean =>
  pattern.startsWith('/api/operator/') && (method !== 'GET' || pattern.startsWith('/api/operator/protection'));

/** `Authorization: Basic base64(name:password)` -> {name, password}; null when absent or malformed. */
export function basicCredentials(header: string | undefined): { name: string; password: string } | null {
  const match = /^Basic ([A-Za-z0-9+/=]{1,2000})$/i.exec(header ?? '');
  if (!match) return null;
  const text = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon <= 0) return null;
  return { name: text.slice(0, colon).trim().toLowerCase(), password: text.slice(colon + 1) };
}

/**
 * onRequest of every operator route (docs/operators.md "Signing in"): the operator authenticates on every call with
 * HTTP Basic (his name and password, server/operator/accounts.ts), then the route's row of
 * server/operator/route-roles.ts must list his role.
 * - no or malformed credentials: 401 'operator.signInNeeded' with WWW-Authenticate;
 * - failed tries are counted per operator name (operatorFailures) and per IP (operatorFailuresIp) in the shared
 *   rate-limit table; once either is at its max, every try is refused with 429 before the password is checked,
 *   until the window ends (a right password included); the failure that reaches a limit is written to the audit
 *   trail (operator.signInBurst);
 * - wrong name or password, or a revoked operator: 401 'operator.signInFailed' (one answer for all three);
 * - a role the route does not list: 403 'operator.forbidden'.
 * The audit names the authenticated operator (operatorOfRequest), never anything the caller writes in a header.
 */
export async function operatorOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const credentials = basicCredentials(request.headers.authorization);
  if (!credentials) {
    reply.header('www-authenticate', 'Basic realm="operator", charset="UTF-8"');
    throw new ApiFailure(401, 'operator.signInNeeded');
  }
  const limiter = request.server.rateLimiter;
  const rules = request.server.rateLimits;
  const hits = [
    { name: 'operatorFailures', rule: rules.operatorFailures, key: `operator:${credentials.name}` },
    { name: 'operatorFailuresIp', rule: rules.operatorFailuresIp, key: `ip:${request.ip}` },
  ];
  const wait = await limiter.store.overLimit(hits);
  if (wait > 0) throw new ApiFailure(429, 'common.tooManyRequests', { seconds: wait });
  const operator = await authenticateOperator(request.server.db, credentials.name, credentials.password);
  if (!operator) {
    await limiter.store.hit(hits);
    // The failure that reaches a limit is a security event, once per window: later tries are refused above, uncounted.
    if ((await limiter.store.overLimit(hits)) > 0) {
      await writeAudit(request.server.db, { actorKind: 'system', actor: credentials.name, action: 'operator.signInBurst', status: 429, ip: request.ip }, auditReportOf(request));
    }
    reply.header('www-authenticate', 'Basic realm="operator", charset="UTF-8"');
    throw new ApiFailure(401, 'operator.signInFailed');
  }
  operatorOfRequest.set(request, operator.name);
  if (!rolesFor(request.method, request.routeOptions.url ?? '').includes(operator.role)) throw new ApiFailure(403, 'operator.forbidden');
}
