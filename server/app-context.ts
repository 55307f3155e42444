import type { Db } from './db/db.ts';
import type { AuthHandlers } from './http/auth.ts';
import type { ApiSchemas } from './http/api-schemas.ts';
import type { RateLimitRule } from './http/rate-limit.ts';
import type { Hub } from './hub/hub.ts';
import type { CmsService } from './services/cms.ts';
import type { MessageSender, OutboxSender } from './services/message-sender.ts';
import type { NotificationService } from './services/notifications.ts';
import type { PlayerService } from './services/players.ts';
import type { ProtectionService } from './services/protection.ts';
import type { SessionService } from './services/sessions.ts';
import type { WalletService } from './services/wallet.ts';
import type { ModeRules } from './server-modes.ts';

/** production: no demo adapter pages, no test helpers; demo: both (helpers loopback only); test: both. See server-modes.ts. */
export type ServerMode = 'production' | 'demo' | 'test';

export interface RateLimits {
  /** POST auth/login, counted per IP + username. */
  login: RateLimitRule;
  /** POST auth/register, counted per IP. */
  register: RateLimitRule;
  /** POST auth/sendresetpassword, counted per username (each call may send an SMS). */
  resetPassword: RateLimitRule;
  /** POST customer/updatephone step 1, counted per player (each call sends an SMS). */
  phoneCode: RateLimitRule;
}

/** Everything a route needs; built once by buildApp and handed to each route module. */
export interface AppContext {
  mode: ServerMode;
  /** What this mode exposes (server-modes.ts): demo pages, test helpers, HSTS. */
  rules: ModeRules;
  db: Db;
  schemas: ApiSchemas;
  auth: AuthHandlers;
  cms: CmsService;
  players: PlayerService;
  sessions: SessionService;
  wallet: WalletService;
  hub: Hub;
  /** Player notifications: create(playerId, {type, title, note}) stores and pushes (issue 7). */
  notifications: NotificationService;
  /** Where SMS / e-mail go; by default the outbox. */
  sender: MessageSender;
  outbox: OutboxSender;
  rateLimits: RateLimits;
  /** Player protection (issue 11): compliance profile, limits, reality checks, exclusions, guards. */
  protection: ProtectionService;
}
