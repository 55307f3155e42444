/**
 * What a call of the platform API is, shared by the site and the server (docs/architecture.md, "Types and
 * contracts"). Each call's contract is generated from `schemas/calls/<area>.json` into `contracts/api/<area>/<call>.ts`:
 * the server registers the route from it (server/http/route.ts) and the site calls it (src/lib/api-client.ts), so the
 * path, the method and the request and reply shapes are written once.
 */

/** The reply shape of every API call (docs/product.md §7; schemas/api/common/envelope.json). */
export interface Envelope<T> {
  success: boolean;
  /** A human sentence in the request's x-locale language; '' when the call has nothing to say. */
  message: string;
  data: T;
}

/**
 * One call: `method` and `path` (under `/api/`, `:name` segments are path parameters), and the names of its
 * schemas under `schemas/api` (e.g. 'wallet/detail.request'). `reply` names the schema of the envelope's `data`;
 * null means the call always answers `data: null`. The type parameters carry the generated TypeScript types.
 */
export interface Contract<Request, Query, Reply> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly request: string | null;
  readonly query: string | null;
  readonly reply: string | null;
  /** Never set: only carries the types to RequestOf / QueryOf / ReplyOf. */
  readonly types?: { request: Request; query: Query; reply: Reply };
}

/** Any contract, whatever its types (a contract's types only appear in the read-only `types`, so it widens to this). */
export type AnyContract = Contract<unknown, unknown, unknown>;
/** The JSON body a call takes (`undefined` when it takes none). */
export type RequestOf<C> = C extends Contract<infer R, unknown, unknown> ? R : never;
/** The query string a call takes (`undefined` when it takes none). */
export type QueryOf<C> = C extends Contract<unknown, infer Q, unknown> ? Q : never;
/** The `data` of a call's successful reply. */
export type ReplyOf<C> = C extends Contract<unknown, unknown, infer R> ? R : never;
