import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { IdempotencyRef, IdempotencyStore } from './idempotency-store';
import { sessionOf } from './auth';
import { ApiFailure } from './envelope';
import { REAUTH_STATUS } from '@contracts/domain/step-up';

/**
 * Who owns a key on a route whose credential is not the bearer session (game session or sportsbook token in the
 * body, operator token): resolves to 'player:<id>' or 'operator', or throws the route's own 401/403/404.
 */
export type IdempotencyOwner = (request: FastifyRequest) => Promise<string>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Opt-in to Idempotency-Key handling (docs/idempotency.md): `true` = keys belong to the bearer session's player
     * (the route must use app.auth.required); a function = keys belong to whoever it names.
     */
    idempotent?: true | IdempotencyOwner;
  }
  interface FastifyRequest {
    /** The key this request claimed and must answer for (set by the idempotency pre-handler), else null. */
    idempotencyClaim: IdempotencyRef | null;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** 1–255 printable ASCII characters (no control characters, nothing outside ASCII), as Stripe allows. */
const KEY_FORMAT = /^[\x21-\x7e][\x20-\x7e]{0,254}$/;

/** The owner label of a player's keys. */
export const playerOwner = (playerId: number): string => `player:${playerId}`;
/** Owner of the operator API's keys. */
export const operatorOwner: IdempotencyOwner = () => Promise.resolve('operator');

/** JSON with object keys sorted, so the same body hashes the same whatever order a client wrote it in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** sha256 hex of method, URL (path and query) and body: what "the same request" means. */
export function requestHash(request: FastifyRequest): string {
  return createHash('sha256').update(`${request.method}\n${request.url}\n${canonical(request.body)}`).digest('hex');
}

function headerKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw.join(', ') : raw;
  if (!KEY_FORMAT.test(key)) throw new ApiFailure(400, 'idempotency.invalidKey');
  return key;
}

function replay(reply: FastifyReply, stored: { status: number; body: string; contentType: string }): FastifyReply {
  return reply.code(stored.status).header('content-type', stored.contentType).header('idempotent-replayed', 'true').send(stored.body);
}

/** The pre-handler of one opted-in route: validates the key, then claims it, replays, or refuses (409 / 422). */
function preHandlerFor(store: IdempotencyStore, owner: true | IdempotencyOwner): preHandlerAsyncHookHandler {
  return async function idempotencyPreHandler(request, reply) {
    const key = headerKey(request);
    if (key === null) return;
    const ref: IdempotencyRef = {
      owner: owner === true ? playerOwner(sessionOf(request).playerId) : await owner(request),
      route: `${request.method} ${request.routeOptions.url ?? request.url}`,
      key,
    };
    const result = await store.claim(ref, requestHash(request));
    if (result.kind === 'claimed') {
      request.idempotencyClaim = ref;
      return;
    }
    if (result.kind === 'replay') return replay(reply, result.reply);
    if (result.kind === 'mismatch') throw new ApiFailure(422, 'idempotency.keyReused');
    reply.header('retry-after', '1');
    throw new ApiFailure(409, 'idempotency.inProgress');
  };
}

/**
 * Idempotency-Key support (docs/idempotency.md) for every route registered afterwards with
 * `config: { idempotent: … }`: its pre-handler runs last (after auth, body validation and the route's own
 * pre-handlers) and claims the key; the onSend hook stores the reply (status < 500, except 429 and the step-up 403) for replay, or
 * frees the key so a retry runs again. Requests without the header are untouched. Install before the routes.
 */
export function installIdempotency(app: FastifyInstance, store: IdempotencyStore): void {
  app.decorateRequest('idempotencyClaim', null);
  // The reply of a claimed call is stored (or the claim released) before it leaves; only idempotent routes carry the
  // hook, so every other call pays nothing for it.
  const storeReply = async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    const ref = request.idempotencyClaim;
    if (!ref) return payload;
    request.idempotencyClaim = null;
    const status = reply.statusCode;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    try {
      // A step-up refusal (403, docs/security.md "Step-up") moved nothing and asks for the same call again after the
      // player re-authenticates: like 429, it frees the key so that retry runs.
      if (status >= 500 || status === 429 || status === REAUTH_STATUS || body === null) await store.release(ref);
      else await store.complete(ref, { status, body, contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8') });
    } catch (error) {
      // The reply still goes out; the key stays claimed, so a retry is told 409 rather than moving money again.
      request.log.error({ err: error, route: ref.route }, 'idempotency reply not stored');
    }
    return payload;
  };
  app.addHook('onRoute', (route) => {
    const owner = route.config?.idempotent;
    if (owner === undefined) return;
    const preHandlers = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [...preHandlers, preHandlerFor(store, owner)];
    route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), storeReply as onSendHookHandler];
  });
}
