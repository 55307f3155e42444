import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '../../http/envelope.ts';
import { sportsbookOf } from '../../providers/sportsbooks/demo-sportsbooks.ts';
import type { SportsbookProvider } from '../../providers/sportsbooks/types.ts';

/** The sportsbook of the `:provider` route param; ApiFailure 404 'sportsbook.unknownProvider' otherwise. */
export function providerParam(request: FastifyRequest): SportsbookProvider {
  const { provider } = request.params as { provider?: string };
  const found = sportsbookOf(provider ?? '');
  if (!found) throw new ApiFailure(404, 'sportsbook.unknownProvider');
  return found;
}
