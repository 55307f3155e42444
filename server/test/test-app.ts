import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import type { BuildAppOptions } from '../app.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { openPgliteDb } from '../db/pglite-db.ts';
import { seed } from '../db/seed.ts';
import { readTemplate, writeTemplate } from './test-template.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/** A migrated, seeded in-memory database, started from the cached template (see test-template.ts). */
export async function createTestDb(): Promise<Db> {
  const template = await readTemplate();
  if (template) return openPgliteDb(':memory:', { loadDataDir: template });
  const db = await openPgliteDb(':memory:');
  await migrate(db);
  await seed(db, 'test');
  await writeTemplate(await db.dump());
  return db;
}

/** buildApp in test mode on a fresh in-memory PGlite (migrated and seeded, demo player included). */
export async function createTestApp(options: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const db = options.db ?? (await createTestDb());
  const app = await buildApp({ mode: 'test', distDir: '/nonexistent-dist', ...options, db });
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

export interface EnvelopeReply {
  status: number;
  headers: LightMyRequestResponse['headers'];
  body: { success: boolean; message: string; data: unknown };
}

/** app.inject with JSON in and the envelope parsed out. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; token?: string; locale?: 'tr' | 'en'; headers?: Record<string, string> } = {},
): Promise<EnvelopeReply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.locale) headers['x-locale'] = options.locale;
  const request: InjectOptions = { method, url, headers };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  const response = await app.inject(request);
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

let counter = 0;
/** A valid fast registration payload with a unique username/e-mail (spec §3). */
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
