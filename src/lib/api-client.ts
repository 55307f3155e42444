import type { AnyContract, Envelope, QueryOf, ReplyOf, RequestOf } from '@contracts/contract';
import { reauthRefusalOf, type ReauthRefusal } from '@contracts/domain/step-up';
import { REQUEST_ID_HEADER } from '@contracts/domain/request-id';
import { readAuth } from './auth-storage';
import { getFingerprint } from './fingerprint';
import { getLanguage } from './locale';
import { ssrHooks } from './ssr-hooks';

/** Raised for every failed call: `success: false`, an HTTP error, a network error or an unreadable reply. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 for a network failure. */
    readonly status: number,
    /** The envelope's data, when the server sent one. */
    readonly data: unknown = null,
    /** The reply's request id (X-Request-Id: the server's log line of the call), or null when there was no reply. */
    readonly reference: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The references of the latest failed calls by their message, newest last (at most FAILURES_KEPT). */
const failures = new Map<string, string>();
const FAILURES_KEPT = 20;

/** An ApiError for a reply, its reference remembered for the error toast that shows its message (failureReference). */
function failure(message: string, response: Response, data: unknown = null): ApiError {
  const reference = response.headers.get(REQUEST_ID_HEADER);
  if (reference) {
    failures.delete(message);
    failures.set(message, reference);
    if (failures.size > FAILURES_KEPT) failures.delete(failures.keys().next().value as string);
  }
  return new ApiError(message, response.status, data, reference);
}

/**
 * The reference (request id) of the latest failed call whose message is `message`, or null: the error toasts show it
 * under the message ("Reference: …", src/app/toaster.tsx), whichever feature raised the toast with `error.message`.
 */
export function failureReference(message: string): string | null {
  return failures.get(message) ?? null;
}

export type { Envelope };

/** What a 401 reply said: its message and data ({reason, until} when a protection rule ended the session: docs/protection-enforcement.md). */
export interface UnauthorizedReply {
  message: string | null;
  data: unknown;
}
type UnauthorizedHandler = (reply: UnauthorizedReply) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** Registers what happens on any HTTP 401 (docs/product.md §4: the player is logged out). The app sets this once. */
export function onUnauthorized(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

/** Runs the registered 401 handler (for calls outside apiEnvelope, e.g. file downloads). */
export function handleUnauthorized(reply: UnauthorizedReply = { message: null, data: null }): void {
  unauthorizedHandler?.(reply);
}

/**
 * Answers a step-up refusal (docs/security.md "Step-up"): asks the player to re-authenticate and resolves true once
 * he has (POST auth/reauth succeeded), false when he declines.
 */
type ReauthHandler = (refusal: ReauthRefusal, message: string) => Promise<boolean>;
let reauthHandler: ReauthHandler | null = null;

/**
 * Registers what answers a step-up refusal (HTTP 403 {reauth}) of any call: the "Confirm it's you" dialog
 * (src/features/auth/step-up.ts). With one registered, the refused call is retried once after the player
 * re-authenticates, and its promise resolves with the retry's reply; declined, it rejects with the refusal.
 */
export function onReauthRequired(handler: ReauthHandler | null): void {
  reauthHandler = handler;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header (money-moving calls; make it with sendOnce in ./idempotency). */
  idempotencyKey?: string;
}

/** accept, x-locale, x-fingerprint and the bearer token of the stored session (docs/product.md §7 headers). */
export function baseHeaders(accept: string): Record<string, string> {
  const headers: Record<string, string> = { accept, 'x-locale': getLanguage(), 'x-fingerprint': getFingerprint() };
  const token = readAuth()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** Options of a contract call: the query string its contract declares, and path parameters for `:name` segments. */
export type CallOptions<C extends AnyContract> = Omit<RequestOptions, 'query'> & {
  query?: QueryOf<C> extends undefined ? undefined : QueryOf<C>;
  params?: Record<string, string | number>;
};
/** The body argument of a contract call: required when the contract has a request schema, absent otherwise. */
type BodyArgs<C extends AnyContract> = RequestOf<C> extends undefined ? [body?: undefined, options?: CallOptions<C>] : [body: RequestOf<C>, options?: CallOptions<C>];

/** The contract's path with its `:name` parameters filled in (URL-encoded); throws when one is missing. */
function pathOf(contract: AnyContract, params: Record<string, string | number> = {}): string {
  return contract.path.replace(/:([a-zA-Z]+)/g, (_m, name: string) => {
    if (params[name] === undefined) throw new Error(`api ${contract.path}: path parameter ${name} missing`);
    return encodeURIComponent(String(params[name]));
  });
}

/**
 * The one way the site talks to the platform server (docs/product.md §7): `apiEnvelope(contract, body, options)`
 * with a contract from contracts/api (method, path and types generated from schemas/calls).
 * Sends JSON, the bearer token from the stored auth data, `x-locale` and `x-fingerprint`.
 * Resolves with the whole envelope, typed by the contract, when `success` is true; otherwise throws ApiError with
 * the server's message. On HTTP 401 the registered unauthorized handler runs with the reply's message and data
 * (docs/product.md §4, §7; docs/protection-enforcement.md). A step-up refusal (403 {reauth}) is answered by the registered re-authentication
 * handler and the call retried once (onReauthRequired).
 */
export async function apiEnvelope<C extends AnyContract>(contract: C, ...args: BodyArgs<C>): Promise<Envelope<ReplyOf<C>>> {
  // The tuple's two shapes (with or without a body) read alike here: the body, then the options.
  const [body, options = {}] = args as [RequestOf<C> | undefined, CallOptions<C>?];
  const { params, query, ...others } = options;
  return send<ReplyOf<C>>(contract.method, pathOf(contract, params), body, { ...others, query: query as RequestOptions['query'] });
}

/** Like apiEnvelope but resolves with `data` only. */
export async function api<C extends AnyContract>(contract: C, ...args: BodyArgs<C>): Promise<ReplyOf<C>> {
  return (await apiEnvelope(contract, ...args)).data;
}

/** Sends one call and reads its envelope (see apiEnvelope); `retried`: this is the one retry after a re-authentication. */
async function send<T>(method: 'GET' | 'POST', path: string, body: unknown, options: RequestOptions, retried = false): Promise<Envelope<T>> {
  // On the server (src/entry-server.tsx) there is no document: the in-process transport reads only the path.
  const url = new URL(`api/${path}`, ssrHooks.fetch ? 'http://localhost/' : document.baseURI);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers = baseHeaders('application/json');
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;

  let response: Response;
  try {
    response = await (ssrHooks.fetch ?? fetch)(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('Network error', 0);
  }
  let envelope: Partial<Envelope<T>> | null = null;
  try {
    envelope = (await response.json()) as Partial<Envelope<T>>;
  } catch {
    envelope = null;
  }
  if (response.status === 401) {
    const said = envelope && typeof envelope === 'object' ? envelope : null;
    unauthorizedHandler?.({ message: typeof said?.message === 'string' ? said.message : null, data: said?.data ?? null });
  }
  if (!envelope || typeof envelope !== 'object') {
    throw failure(response.statusText || 'Invalid server reply', response);
  }
  // Step-up (docs/security.md): the call moved nothing; after the player re-authenticates it is sent again, once,
  // with the same Idempotency-Key (the server does not keep this refusal under it).
  const refusal = reauthRefusalOf(response.status, envelope.data);
  if (refusal && reauthHandler && !retried && (await reauthHandler(refusal, envelope.message ?? ''))) {
    return send<T>(method, path, body, options, true);
  }
  if (!response.ok || envelope.success !== true) {
    throw failure(envelope.message || response.statusText || 'Request failed', response, envelope.data ?? null);
  }
  return { success: true, message: envelope.message ?? '', data: envelope.data as T };
}
