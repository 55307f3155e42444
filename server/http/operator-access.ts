import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ServerMode } from '@server/app-types';
import { isDirectLocalCall } from '@server/server-modes';

/**
 * Who may call the operator API (/api/operator/*, behind `npm run operator`): with OPERATOR_TOKEN set, only a
 * request carrying it in `x-operator-token` (compared in constant time); without it, outside production only,
 * a direct connection from this machine: a loopback socket with no forwarding header (a reverse proxy on the
 * same host would otherwise make every visitor look local).
 */
export function operatorAllowed(request: FastifyRequest, mode: ServerMode): boolean {
  const expected = process.env.OPERATOR_TOKEN;
  if (expected) {
    const given = request.headers['x-operator-token'];
    const a = Buffer.from(typeof given === 'string' ? given : '');
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  }
  if (mode === 'production') return false;
  return isDirectLocalCall(request);
}
