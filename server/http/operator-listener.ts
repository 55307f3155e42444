import { createServer, IncomingMessage, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiFailure } from './envelope';

/**
 * The operator API's own listener (docs/operators.md "The operator listener"): OPERATOR_PORT on OPERATOR_HOST
 * (loopback by default) serves /api/operator/* and nothing else; the public port answers every /api/operator/* path
 * with the same 404 as an unknown path. One app serves both: the operator listener's http server builds its requests
 * as OperatorRequest, which no public connection can produce, and a hook compares that with the route matched.
 *
 * The listener trusts no proxy, whatever TRUST_PROXY says: it is reached on loopback or an internal address, so the
 * socket's address is the caller's. It drops the headers a proxy would set (PROXY_HEADERS) before routing, so a caller
 * cannot name his own address to escape the per-address limit on failed sign-ins or to write it into the audit
 * trail, nor name his request's log line.
 */
export class OperatorRequest extends IncomingMessage {}

/** The headers through which a trusted proxy speaks (server/http/trust-proxy.ts); the operator listener drops them. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-request-id'] as const;

/** Whether `request` came in through the operator listener (or an in-process inject made with `Request: OperatorRequest`). */
export const viaOperatorListener = (request: FastifyRequest): boolean => request.raw instanceof OperatorRequest;

/** Whether a registered route pattern belongs to the operator API. */
export const isOperatorPattern = (pattern: string | undefined): boolean => (pattern ?? '').startsWith('/api/operator/');

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts the operator listener on `port` (0 = any free port) at `host`; resolves with the port it listens on.
     * Closing the app closes it. Call once, after the app is ready.
     */
    listenOperator(options: { port: number; host: string }): Promise<{ port: number }>;
  }
}

/**
 * onRequest on the root (before the other hooks, so a refusal costs nothing): an operator route reached on the public
 * port, or anything but an operator route on the operator listener, is ApiFailure 404 'common.notFound'. Decorates
 * app.listenOperator.
 */
export const operatorListenerPlugin = fp(
  async (app: FastifyInstance) => {
    let server: Server | null = null;
    app.addHook('onRequest', async (request) => {
      if (isOperatorPattern(request.routeOptions.url) !== viaOperatorListener(request)) throw new ApiFailure(404, 'common.notFound');
    });
    app.decorate('listenOperator', async ({ port, host }: { port: number; host: string }) => {
      if (server) throw new Error('the operator listener is already started');
      const started = createServer({ IncomingMessage: OperatorRequest }, (request, response) => {
        for (const header of PROXY_HEADERS) delete request.headers[header];
        app.routing(request, response);
      });
      server = started;
      await new Promise<void>((resolve, reject) => {
        started.once('error', reject);
        started.listen(port, host, () => resolve());
      });
      const address = started.address();
      return { port: typeof address === 'object' && address ? address.port : port };
    });
    app.addHook('onClose', async () => {
      const started = server;
      if (!started) return;
      started.closeAllConnections();
      await new Promise<void>((resolve) => started.close(() => resolve()));
    });
  },
  { name: 'operator-listener' },
);
