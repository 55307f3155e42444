import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler, preValidationHookHandler } from 'fastify';
import type { AnyContract, Envelope, QueryOf, ReplyOf, RequestOf } from '@contracts/contract';
import type { SentReply } from './encoded-reply';

/** What a contract route's handler receives: the body and query string typed by the contract. */
export type ContractRequest<C extends AnyContract> = FastifyRequest<{
  Body: RequestOf<C>;
  Querystring: QueryOf<C>;
  Params: Record<string, string>;
}>;

/** Hooks and config of one route; the schemas come from the contract. */
export interface ContractRouteOptions {
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  preValidation?: preValidationHookHandler | preValidationHookHandler[];
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /** Route config read by the app's hooks, e.g. `{ idempotent: true }` (server/http/idempotency.ts). */
  config?: FastifyContextConfig;
  /** Largest body accepted, bytes, when the app's default does not fit (e.g. security/csp-report). */
  bodyLimit?: number;
}

/**
 * Registers the call `contract` (contracts/api, generated from schemas/calls) on `app`: its method and `/api/` path,
 * its body or query-string schema (validated before the handler runs: 400 with the field named) and its reply
 * schema as `response: {200: …}`, so every successful reply is checked against the contract
 * (ApiSchemas.replySerializer). The handler's request and reply are typed by the contract; it returns the envelope
 * (`ok(data)` from server/http/envelope.ts), or the reply sent with bytes kept for reuse (`sendKept`, typed by the
 * same data), or throws ApiFailure. The one place a route meets its schemas.
 */
export function route<C extends AnyContract>(
  app: FastifyInstance,
  contract: C,
  options: ContractRouteOptions,
  handler: (request: ContractRequest<C>, reply: FastifyReply) => Promise<Envelope<ReplyOf<C>> | SentReply<ReplyOf<C>>>,
): void {
  const schemas = app.schemas;
  app.route({
    method: contract.method,
    url: `/api/${contract.path}`,
    schema: {
      ...(contract.request ? { body: schemas.get(contract.request) } : {}),
      ...(contract.query ? { querystring: schemas.get(contract.query) } : {}),
      response: { 200: schemas.replyEnvelope(contract.reply) },
    },
    ...options,
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<Envelope<ReplyOf<C>> | SentReply<ReplyOf<C>>>,
  });
}
