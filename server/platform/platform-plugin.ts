import fp from 'fastify-plugin';
import type { RateLimits, ServerMode } from '@server/app-types';
import type { Db } from '@server/db/db';
import { ApiSchemas } from '@server/http/api-schemas';
import { RateLimiter } from '@server/http/rate-limit';
import { AfterReply } from './after-reply';
import { OutboxSender } from '@server/notifications/message-sender';
import type { MessageSender } from '@server/notifications/message-sender';
import { loadPhoneConfig, type PhoneConfig } from '@server/account/phones';
import { SmsBudget } from '@server/notifications/sms-budget';
import { modeRules, type ModeRules } from '@server/server-modes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database (PGlite or PostgreSQL; server/db/db.ts). Services reach typed queries through server/db/typed.ts. */
    db: Db;
    mode: ServerMode;
    /** What this mode exposes (server-modes.ts): demo pages, test helpers, HSTS. */
    rules: ModeRules;
    /** The API's JSON Schemas (schemas/api), by name; routes reach them through their contract (server/http/route.ts). */
    schemas: ApiSchemas;
    /** Every rate-limit rule of this app (server/app-types.ts RateLimits; docs/security.md). */
    rateLimits: RateLimits;
    /** Counts rateLimits in the database, shared by every process. */
    rateLimiter: RateLimiter<RateLimits>;
    /** Where SMS and e-mail go; by default the outbox. */
    sender: MessageSender;
    /** The demo outbox (test helpers read it). */
    outbox: OutboxSender;
    /**
     * What a reply that breaks its contract becomes in this mode (a thrown error in test mode, a warning in demo
     * mode); null in production, which does not check replies. For replies checked part by part (JsonText).
     */
    replyMismatch: ((route: string, problem: string) => void) | null;
    /** Allowed phone countries and the SMS budget (config/site.json `phones`, read at start; docs/security.md). */
    phoneConfig: PhoneConfig;
    /** The overall SMS budget, shared by every process (server/notifications/sms-budget.ts). */
    smsBudget: SmsBudget;
    /** Work started by a route that its reply does not wait for (server/platform/after-reply.ts). */
    afterReply: AfterReply;
  }
}

export interface PlatformOptions {
  db: Db;
  mode: ServerMode;
  rateLimits: RateLimits;
  sender?: MessageSender;
  trustProxy?: boolean | string;
  demoTestRoutes?: boolean;
  /** The schemas/ directory the API validates with (api + the form rules it references); default the repository's. */
  schemasDir?: string;
  /** Overrides of config/site.json `phones`; test mode's SMS budget is TEST_MODE_SMS_BUDGET unless given here. */
  phones?: Partial<PhoneConfig>;
}

/** Test mode (the suites send many codes from one database) only stops runaway loops, like its rate limits. */
const TEST_MODE_SMS_BUDGET = { perHour: 1_000_000, perDay: 10_000_000 };

/**
 * The platform every area stands on: database, mode, API schemas (request validation and the reply check of
 * server/http/route.ts), rate limiter and message sender, as decorators of the root instance.
 */
export const platformPlugin = fp<PlatformOptions>(
  async (app, options) => {
    const schemas = await ApiSchemas.load(options.schemasDir);
    app.setValidatorCompiler(schemas.compiler);
    // A reply that breaks its contract: a 500 in test mode (the suites catch the drift), a logged warning in demo
    // mode; production does not pay for the check (docs/architecture.md, "Types").
    const onMismatch =
      options.mode === 'test'
        ? (route: string, problem: string) => {
            throw new Error(`${route}: the reply breaks its contract: ${problem}`);
          }
        : options.mode === 'demo'
          ? (route: string, problem: string) => app.log.warn({ route, problem }, 'reply breaks its contract')
          : null;
    app.setSerializerCompiler(schemas.replySerializer(onMismatch));
    const outbox = new OutboxSender(options.db);
    app.decorate('db', options.db);
    app.decorate('mode', options.mode);
    app.decorate('rules', modeRules(options.mode, { trustProxy: options.trustProxy, demoTestRoutes: options.demoTestRoutes }));
    app.decorate('schemas', schemas);
    app.decorate('rateLimits', options.rateLimits);
    app.decorate('rateLimiter', new RateLimiter(options.db, options.rateLimits));
    app.decorate('outbox', outbox);
    app.decorate('replyMismatch', onMismatch);
    app.decorate('sender', options.sender ?? outbox);
    const fromFile = loadPhoneConfig();
    const phoneConfig: PhoneConfig = {
      allowedCountries: options.phones?.allowedCountries ?? fromFile.allowedCountries,
      smsBudget: options.phones?.smsBudget ?? (options.mode === 'test' ? TEST_MODE_SMS_BUDGET : fromFile.smsBudget),
    };
    app.decorate('phoneConfig', phoneConfig);
    app.decorate('smsBudget', new SmsBudget(options.db, phoneConfig.smsBudget));
    const afterReply = new AfterReply(app.log);
    app.decorate('afterReply', afterReply);
    app.addHook('onClose', () => afterReply.settled());
  },
  { name: 'platform' },
);
