import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ServerMode } from '../app-context.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a reverse proxy adds; their presence means the socket's address is the proxy's, not the client's. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

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
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return LOOPBACK.has(request.socket.remoteAddress ?? '');
}
