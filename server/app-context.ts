import type { Db } from './db/db.ts';
import type { AuthHandlers } from './http/auth.ts';
import type { ApiSchemas } from './http/api-schemas.ts';
import type { RateLimitRule, RateLimiter } from './http/rate-limit.ts';
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

/**
 * Every rate-limit rule, by the name its counters carry in the shared `rate_limits` table (docs/security.md has
 * the table of call, key, max, window and why). Keys are normalised identities (server/http/rate-limit-keys.ts):
 * an account is the player id the database's lower(username) finds; a phone is its canonical digits.
 */
export interface RateLimits {
  /** POST auth/login, per IP + account. */
  login: RateLimitRule;
  /** POST auth/login, per account whatever the IP (rotating addresses gives no fresh budget). */
  loginAccount: RateLimitRule;
  /** POST auth/register, per IP. */
  register: RateLimitRule;
  /** POST auth/sendresetpassword, per account (each call may send an SMS). */
  resetPassword: RateLimitRule;
  /** POST customer/updatephone step 1, per player (each call sends an SMS). */
  phoneCode: RateLimitRule;
  /** Every SMS-sending call (updatephone step 1, sendresetpassword), per destination number: hourly and daily. */
  smsNumberHour: RateLimitRule;
  smsNumberDay: RateLimitRule;
  /** Every SMS-sending call, per IP: hourly and daily (throw-away accounts share their caller's budget). */
  smsIpHour: RateLimitRule;
  smsIpDay: RateLimitRule;
  /** Reset-code guesses (auth/checkresetcode, auth/changepasswordwithcode), per account whatever the IP. */
  resetGuess: RateLimitRule;
  /** Reset-code guesses per account per day. */
  resetGuessDay: RateLimitRule;
  /** Reset-code guesses per IP, whatever the account. */
  resetGuessIp: RateLimitRule;
  /** POST casino/funlaunchurl (fun mode, open to visitors), per IP: each call writes a fun session (issue 16). */
  funLaunch: RateLimitRule;
  /** Fun-mode spins of the demo game API, per IP (issue 16). */
  funSpin: RateLimitRule;
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
  /** Counts ctx.rateLimits in the database, shared by every process: guard({rule: keyOf}) and keys for routes. */
  rateLimiter: RateLimiter<RateLimits>;
  /** Player protection (issue 11): compliance profile, limits, reality checks, exclusions, guards. */
  protection: ProtectionService;
}
