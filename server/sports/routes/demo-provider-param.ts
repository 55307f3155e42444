import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '@server/http/envelope';
import { sportsbookOf } from '@server/sports/providers/demo-sportsbooks';
import type { SportsbookProvider } from '@server/sports/providers/types';

/** The sportsbook of the `:provider` route param; ApiFailure 404 'sportsbook.unknownProvider' otherwise. */
export function providerParam(request: FastifyRequest): SportsbookProvider {
  const { provider } = request.params as { provider?: string };
  const found = sportsbookOf(provider ?? '');
  if (!found) throw new ApiFailure(404, 'sportsbook.unknownProvider');
  return found;
}
