import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '../../http/envelope.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Pre-handler of the operator API (same rule as routes/payment/operator-withdrawals.ts): with OPERATOR_TOKEN
 * set, the request must carry it in `x-operator-token` (compared in constant time); without it, only
 * connections from this machine (the socket address, never X-Forwarded-For). Else ApiFailure 403.
 */
export async function operatorOnly(request: FastifyRequest): Promise<void> {
  const expected = process.env.OPERATOR_TOKEN;
  let allowed: boolean;
  if (expected) {
    const given = request.headers['x-operator-token'];
    const a = Buffer.from(typeof given === 'string' ? given : '');
    const b = Buffer.from(expected);
    allowed = a.length === b.length && timingSafeEqual(a, b);
  } else {
    allowed = LOOPBACK.has(request.socket.remoteAddress ?? '');
  }
  if (!allowed) throw new ApiFailure(403, 'operator.forbidden');
}
