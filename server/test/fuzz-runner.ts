import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { HOSTILE_BODY_TEXTS, HOSTILE_HEADERS, HOSTILE_URL_VALUES, HOSTILE_VALUES, boundaryValues } from './fuzz-cases';
import type { Hostile } from './fuzz-cases';
import { refusalProblem, replyProblem, shortText } from './fuzz-checks';
import { leavesOf, replaceAt, toJsonText, validArbitrary } from './fuzz-schema';
import type { JsonSchema } from './fuzz-schema';
import { concreteUrl } from './route-catalogue';
import type { CatalogueRoute } from './route-catalogue';
import { SAMPLE_BODIES } from './sample-bodies';

/** Random cases per route and identity beyond the fixed sweep (env FUZZ_RUNS; default keeps npm test near a minute). */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 4);
/** The fast-check seed (env FUZZ_SEED): the same seed replays the same bodies. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 15);

/** One request of the fuzzer: what is sent, and a label saying which mutation it is. */
export interface FuzzCase {
  method: string;
  url: string;
  label: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** 'refused': the reply must be a 4xx with the `{success: false, …}` envelope, whatever the path (not only /api). */
  expect?: 'refused';
}

/** One reply that broke a rule: the class for the summary and a message naming route, case, seed and body. */
export interface FuzzFailure {
  kind: string;
  message: string;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

function queryText(query: Record<string, unknown>): string {
  const pairs = Object.entries(query).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function bodyCases(route: CatalogueRoute, url: string, schema: JsonSchema, random: number, seed: number): FuzzCase[] {
  const arbitrary = validArbitrary(schema);
  const valids = fc.sample(arbitrary, { seed, numRuns: 1 + random });
  const base = SAMPLE_BODIES[route.url] ?? valids[0];
  const post = (label: string, payload: string | Buffer): FuzzCase => ({ method: route.method, url, label, headers: JSON_HEADERS, payload });
  const cases = [post('valid sample', toJsonText(base)), ...valids.map((v, i) => post(`valid #${i}`, toJsonText(v)))];
  for (const leaf of leavesOf(schema, base)) {
    const where = leaf.path.join('.') || 'body';
    const current = leaf.path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], base);
    for (const hostile of [...HOSTILE_VALUES, ...boundaryValues(leaf.schema, current)]) {
      cases.push(post(`${where} = ${hostile.label}`, toJsonText(replaceAt(base, leaf.path, hostile.value))));
    }
  }
  // Random mutations: a random valid body, one random place in it, one random hostile value.
  const mutation = fc.tuple(arbitrary, fc.nat(), fc.nat());
  for (const [valid, at, pick] of fc.sample(mutation, { seed: seed + 1, numRuns: random })) {
    const leaves = leavesOf(schema, valid);
    const leaf = leaves[at % leaves.length];
    const current = leaf.path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], valid);
    const pool: Hostile[] = [...HOSTILE_VALUES, ...boundaryValues(leaf.schema, current)];
    const hostile = pool[pick % pool.length];
    cases.push(post(`random ${leaf.path.join('.') || 'body'} = ${hostile.label}`, toJsonText(replaceAt(valid, leaf.path, hostile.value))));
  }
  return cases;
}

function queryCases(route: CatalogueRoute, url: string, schema: JsonSchema | undefined, seed: number): FuzzCase[] {
  const get = (label: string, query: string): FuzzCase => ({ method: route.method, url: `${url}${query}`, label, headers: {} });
  if (!schema) return [get('hostile query', '?a=%00&b=%E0%A4%A&c=%ED%A0%80'), get('plain', '')];
  const [valid] = fc.sample(validArbitrary(schema), { seed, numRuns: 1 }) as Record<string, unknown>[];
  const cases = [get('valid query', queryText(valid))];
  for (const key of Object.keys(valid)) {
    const rest = queryText(Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key)));
    const joiner = rest ? '&' : '?';
    for (const value of HOSTILE_URL_VALUES) cases.push(get(`query ${key} = ${value.slice(0, 20)}`, `${rest}${joiner}${key}=${value}`));
    cases.push({ ...get(`query ${key} twice`, `${rest}${joiner}${key}=1&${key}=2`), expect: 'refused' });
    cases.push(get(`query ${key}[a]`, `${rest}${joiner}${key}[a]=1`));
  }
  return cases;
}

/**
 * Query keys sent twice to every route, on top of the keys of its query schema: the ones the schema-less demo
 * routes read (the game API's session, the game page's lang). Any key is refused when repeated
 * (server/http/request-context.ts), so these stand for all of them.
 */
const REPEATED_KEYS = ['session', 'lang'] as const;

/** `url` with `key` given twice in its query (after the query `url` may already have). */
export function withRepeatedKey(url: string, key: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${key}=1&${key}=2`;
}

/**
 * A query key given twice: whatever the method, the identity or the body, a 4xx with the envelope (the one rule
 * of docs/input-hardening.md), never a 2xx that read the first or the last value, never a 5xx.
 */
function repeatedKeyCases(route: CatalogueRoute, url: string, payload: string | undefined): FuzzCase[] {
  const declared = Object.keys(((route.schema?.querystring as JsonSchema | undefined)?.properties ?? {}) as Record<string, unknown>);
  return [...new Set([...declared, ...REPEATED_KEYS])].map((key) => ({
    method: route.method, url: withRepeatedKey(url, key), label: `query ${key} given twice`, headers: JSON_HEADERS, payload, expect: 'refused',
  }));
}

/**
 * Every request the fuzzer sends to one route (the fixed sweep plus `random` fast-check cases): a valid body
 * first, then each hostile value at each place of it, bounds ±1 and far past, whole bodies that are not objects,
 * hostile query strings and path parameters, and hostile headers. A visitor on a player-only route stops at the
 * 401, so only the headers and a few bodies are sent there.
 */
export function casesFor(route: CatalogueRoute, asPlayer: boolean, random: number, seed: number): FuzzCase[] {
  const url = concreteUrl(route.url);
  const body = route.schema?.body as JsonSchema | undefined;
  const reachesHandler = asPlayer || !route.requiresAuth;
  const cases: FuzzCase[] = [];
  if (route.method === 'POST') {
    if (body && reachesHandler) cases.push(...bodyCases(route, url, body, random, seed));
    else cases.push({ method: 'POST', url, label: 'empty object', headers: JSON_HEADERS, payload: '{}' });
    for (const text of HOSTILE_BODY_TEXTS) cases.push({ method: 'POST', url, label: text.label, headers: JSON_HEADERS, payload: text.value as string | Buffer });
  } else {
    cases.push(...queryCases(route, url, reachesHandler ? (route.schema?.querystring as JsonSchema | undefined) : undefined, seed));
  }
  if (route.url.includes(':') || route.url.endsWith('*')) {
    for (const value of HOSTILE_URL_VALUES) {
      const payload = route.method === 'POST' ? '{}' : undefined;
      cases.push({ method: route.method, url: concreteUrl(route.url, value), label: `path parameter ${value.slice(0, 20)}`, headers: JSON_HEADERS, payload });
    }
  }
  const sample = route.method === 'POST' ? toJsonText(SAMPLE_BODIES[route.url] ?? {}) : undefined;
  cases.push(...repeatedKeyCases(route, url, sample));
  for (const { label, headers } of HOSTILE_HEADERS) {
    cases.push({ method: route.method, url, label, headers: { ...JSON_HEADERS, ...headers }, payload: sample });
  }
  return cases;
}

/** URLs that no route owns or that cannot be decoded: every one must still get the envelope and the headers. */
export const HOSTILE_URLS: readonly string[] = [
  '/api/cms/content/%E0%A4%A',
  '/api/%00',
  '/api/%ED%A0%80',
  '/api/nothing-here',
  `/api/${'a'.repeat(10_000)}`,
  '/api/cms/content?id=%',
  '/%E0%A4%A',
  '/demo/pay/%E0%A4%A',
  `/demo/pay/${'x'.repeat(1_000)}`,
  '/demo/sportsbook/%ED%A0%80/api/events',
];

/** What a run of cases gave: the broken replies, and the cases the server accepted (2xx). */
export interface FuzzResult {
  failures: FuzzFailure[];
  accepted: FuzzCase[];
}

/**
 * Sends `cases` to `app` one after another with `token` (when given) and returns the broken replies (a request
 * that throws inside inject, the server crashing on it, is one too) and the accepted cases.
 */
export async function runCases(app: FastifyInstance, cases: readonly FuzzCase[], who: string, token: string | undefined, seed: number): Promise<FuzzResult> {
  const failures: FuzzFailure[] = [];
  const accepted: FuzzCase[] = [];
  for (const c of cases) {
    const headers: Record<string, string> = { 'x-locale': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}), ...c.headers };
    const describe = () => `${who} ${c.method} ${shortText(c.url)} [${c.label}] seed=${seed} body=${c.payload === undefined ? '(none)' : shortText(c.payload)}`;
    try {
      const reply = await app.inject({ method: c.method as 'GET', url: c.url, headers, ...(c.payload === undefined ? {} : { payload: c.payload }) });
      const problem = replyProblem(c.url.split('?')[0], reply) ?? (c.expect === 'refused' ? refusalProblem(reply) : null);
      if (reply.statusCode < 300) accepted.push(c);
      if (problem) failures.push({ kind: problem.split(':')[0], message: `${describe()} -> ${problem}` });
    } catch (error) {
      failures.push({ kind: 'inject threw', message: `${describe()} -> threw ${(error as Error).message}` });
    }
  }
  return { failures, accepted };
}
