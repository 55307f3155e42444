import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '@server/app';
import type { BuildAppOptions } from '@server/app';
import type { Db, Queryable } from '@server/db/db';
import { migrate } from '@server/db/migrate';
import { openPgliteDb, pgliteEngine } from '@server/db/pglite-db';
import { seed } from '@server/db/seed';
import { TEST_DATABASE_URL, createPostgresTestDb } from './postgres';
import { readTemplate, writeTemplate } from './test-template';
import { operatorAuth, operatorInject } from './operator-helpers';
import type { OperatorRole } from '@server/operator/accounts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/**
 * A migrated, seeded database of its own: an in-memory PGlite started from the cached template (see
 * test-template.ts), or, when TEST_DATABASE_URL is set (`bash scripts/with-postgres.sh npx vitest run server`),
 * a fresh database on that PostgreSQL server, dropped by `close()`. So every suite built on it runs on both.
 */
export async function createTestDb(): Promise<Db> {
  if (TEST_DATABASE_URL) return createPostgresTestDb().then(({ db, dispose }) => withClose(db, dispose));
  return createPgliteTestDb();
}

/** Like createTestDb, always on PGlite (for suites that compare both backends themselves). */
export async function createPgliteTestDb(): Promise<Db> {
  const template = await readTemplate();
  if (template) return openPgliteDb(':memory:', { loadDataDir: template, engine: await pgliteEngine() });
  const db = await openPgliteDb(':memory:', { engine: await pgliteEngine() });
  await migrate(db);
  await seed(db, 'test');
  await writeTemplate(await db.dump());
  return db;
}

/** `db` whose close() runs `close` instead (e.g. also drops its schema). */
function withClose(db: Db, close: () => Promise<void>): Db {
  return {
    kind: db.kind,
    description: db.description,
    query: <T extends object>(sql: string, params?: readonly unknown[]) => db.query<T>(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => db.transaction(fn),
    listen: (channel, handler) => db.listen(channel, handler),
    listenerState: () => db.listenerState(),
    poolState: () => db.poolState(),
    notify: (channel, payload) => db.notify(channel, payload),
    close,
  };
}

/** Starts `app` listening on a free 127.0.0.1 port for real HTTP and WebSocket clients; `base` is `http://127.0.0.1:<port>`. */
export async function listenLocal(app: FastifyInstance): Promise<{ base: string; port: number }> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { base: `http://127.0.0.1:${port}`, port };
}

/**
 * buildApp in test mode on a fresh in-memory PGlite (migrated and seeded, demo player included). No server render unless
 * the test passes `ssrFile`: the default (dist-ssr beside a temp distDir, i.e. under the OS temp folder) would pick up
 * whatever bundle another run left there.
 */
export async function createTestApp(options: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const db = options.db ?? (await createTestDb());
  const app = await buildApp({ mode: 'test', distDir: '/nonexistent-dist', ssrFile: '/nonexistent-dist-ssr/entry-server.js', ...options, db });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** The TestApp of a whole test file (see suiteApp), with its address when it listens. */
export interface SuiteApp extends TestApp {
  /** `http://127.0.0.1:<port>` when made with `listen: true` (real HTTP and WebSocket clients), else ''. */
  base: string;
}

/**
 * The test file's app: createTestApp(options) in beforeAll (then listenLocal when `listen` is true), closed in
 * afterAll. beforeAll fills the returned object in, so its fields are read inside tests and hooks, never at the top
 * level of the file.
 */
export function suiteApp(options: Partial<BuildAppOptions> & { listen?: boolean } = {}): SuiteApp {
  const { listen = false, ...appOptions } = options;
  const suite = { base: '' } as SuiteApp;
  beforeAll(async () => {
    Object.assign(suite, await createTestApp(appOptions));
    if (listen) suite.base = (await listenLocal(suite.app)).base;
  });
  afterAll(async () => {
    if (suite.close) await suite.close();
  });
  return suite;
}

/**
 * Two apps on one database for a test file about limits: `limited` runs at `rateLimits` (test mode relaxes the
 * production ones, so a suite passes e.g. DEFAULT_RATE_LIMITS), `relaxed` has test mode's limits and makes the
 * players the limited app is tried with. Made in beforeAll, closed in afterAll (`relaxed` first: `limited` owns
 * the database). Read the fields inside tests and hooks, as with suiteApp.
 */
export function suiteLimitedApps(rateLimits: BuildAppOptions['rateLimits']): { limited: TestApp; relaxed: TestApp } {
  const limited = {} as TestApp;
  const relaxed = {} as TestApp;
  beforeAll(async () => {
    Object.assign(limited, await createTestApp({ rateLimits }));
    Object.assign(relaxed, await createTestApp({ db: limited.db }));
  });
  afterAll(async () => {
    if (relaxed.app) await relaxed.app.close();
    if (limited.close) await limited.close();
  });
  return { limited, relaxed };
}

export interface EnvelopeReply {
  status: number;
  headers: LightMyRequestResponse['headers'];
  body: { success: boolean; message: string; data: unknown };
}

/** app.inject with JSON in and the envelope parsed out; an /api/operator/* call goes in through the operator listener (operatorInject). */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; token?: string; locale?: string; headers?: Record<string, string>; operator?: string; role?: OperatorRole } = {},
): Promise<EnvelopeReply> {
  // `operator`: signed in as that operator (operatorAuth: added with `role`, default admin, when new).
  const headers: Record<string, string> = { ...(options.operator ? await operatorAuth(app.db, options.operator, options.role) : {}), ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.locale) headers['x-locale'] = options.locale;
  const request: InjectOptions = { method, url, headers };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  const response = url.startsWith('/api/operator/') ? await operatorInject(app, request) : await app.inject(request);
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

let counter = 0;
/** A valid fast registration payload with a unique username/e-mail (docs/product.md §3). */
export function fastRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  return {
    name: 'Ayşe Nur',
    surname: 'Yılmaz',
    username: `player${suffix}`.slice(0, 30),
    email: `player${suffix}@example.com`,
    phone: '905321234567',
    country: 1,
    currencyId: 1,
    trialBonus: 0,
    password: 'secret123',
    password2: 'secret123',
    isFast: true,
    ...overrides,
  };
}
