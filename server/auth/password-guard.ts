import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import type { Challenge, Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'kysely';
import type { Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import type { RateLimitRule, RateLimitStore } from '@server/http/rate-limit-store';

/** How hard and how long the proof-of-work challenge is, and how long a tripped breaker holds. */
export interface PasswordChallengeOptions {
  /** How long the breaker keeps asking a challenge after it trips, ms (each further failure while over extends it). */
  holdMs: number;
  /** PBKDF2/SHA-256 iterations per candidate the browser tries. */
  cost: number;
  /** The secret counter is drawn from [counterMin, counterMax]: the solver tries about that many candidates. */
  counterMin: number;
  counterMax: number;
  /** How long a challenge may be solved and spent, ms. */
  ttlMs: number;
  /** The HMAC secret that signs challenges; default the one the database keeps (development and test only). */
  hmacKey?: string;
}

/**
 * Production and demo: 5,000-10,000 candidates of 1,000 PBKDF2 iterations: about 2.5 s on one Node thread (measured),
 * a second or two with the widget's workers in a browser, and about 40 CPU-minutes per thousand password tries for a
 * sprayer. The breaker holds 15 minutes; a challenge can be solved and spent for 10.
 */
export const PASSWORD_CHALLENGE_DEFAULTS: PasswordChallengeOptions = {
  holdMs: 15 * 60_000,
  cost: 1_000,
  counterMin: 5_000,
  counterMax: 10_000,
  ttlMs: 10 * 60_000,
};

/** Test mode: the same protocol, solved in milliseconds, so suites and journeys do not pay seconds per challenge. */
export const TEST_MODE_PASSWORD_CHALLENGE: PasswordChallengeOptions = { ...PASSWORD_CHALLENGE_DEFAULTS, cost: 100, counterMin: 100, counterMax: 200 };

/** The refusals of a password check that are a wrong password: the login's, and a signed-in player's own (PlayerService.provePassword). */
export type WrongPasswordKey = 'auth.wrongCredentials' | 'account.oldPasswordWrong' | 'auth.reauthWrongPassword';
/** The refusals that are a wrong password (a failure the breaker counts). */
const WRONG_PASSWORD_KEYS: ReadonlySet<string> = new Set<WrongPasswordKey>(['auth.wrongCredentials', 'account.oldPasswordWrong', 'auth.reauthWrongPassword']);
/** The counter of failed password checks in `rate_limits`: one key for the whole site. */
const FAILURES = { name: 'passwordFailures', key: 'site' } as const;
const PRUNE_EVERY_MS = 60_000;
const PRUNE_BATCH = 1_000;
const MAX_PAYLOAD_LENGTH = 4_000;

/** The refusal data of a password check while the breaker is tripped: the challenge to solve (docs/security.md). */
export interface ChallengeRefusal {
  challenge: Challenge;
}

/**
 * The site-wide password-failure breaker (docs/security.md "Password spraying"). Every failed password check
 * (auth/login, auth/exclusionreturn, customer/changepassword) counts in `rate_limits` under 'passwordFailures'/'site'
 * (the `rule` gives max failures per window); when a failure goes over the max, the breaker is tripped in
 * `password_breaker` for `holdMs`. While tripped, a password is checked only after a solved ALTCHA proof-of-work
 * challenge (altcha-lib, PBKDF2/SHA-256, signed with HMAC), and each solution is accepted once (`altcha_spent`,
 * until the challenge expires). Both tables are shared by every process on the database.
 */
export class PasswordGuard {
  private lastPruneMs = 0;

  constructor(
    private readonly db: Queryable,
    private readonly store: RateLimitStore,
    private readonly rule: RateLimitRule,
    private readonly options: PasswordChallengeOptions & { hmacKey: string },
  ) {}

  /**
   * The guard with its HMAC key: options.hmacKey (the plugin passes ALTCHA_HMAC_KEY or one derived from SECRETS_KEY), else the database's (the first process to
   * start writes a random one; all read the same, so a challenge made by one process is verified by any other).
   */
  static async open(db: Queryable, store: RateLimitStore, rule: RateLimitRule, options: PasswordChallengeOptions): Promise<PasswordGuard> {
    const hmacKey = options.hmacKey ?? (await sharedKey(db));
    return new PasswordGuard(db, store, rule, { ...options, hmacKey });
  }

  /**
   * Runs a password check `check` (which throws ApiFailure with a WrongPasswordKey for a wrong password) behind the breaker: while it is tripped, `payload` (the body's `altcha`) must be a solved,
   * unspent challenge, else ApiFailure 400 'auth.challengeRequired' with data ChallengeRefusal and no password is
   * checked. A wrong password counts as a failure (and may trip the breaker); the error is rethrown as it was.
   */
  async check<T>(payload: unknown, check: () => Promise<T>, now = Date.now()): Promise<T> {
    if ((await this.trippedUntil(now)) !== null && !(await this.spend(payload, now))) {
      throw new ApiFailure(400, 'auth.challengeRequired', {}, { challenge: await this.challenge(now) } satisfies ChallengeRefusal);
    }
    try {
      return await check();
    } catch (error) {
      if (error instanceof ApiFailure && WRONG_PASSWORD_KEYS.has(error.key)) await this.failed(now);
      throw error;
    }
  }

  /** Epoch ms until which the breaker asks a challenge, or null when it is not tripped at `now`. */
  async trippedUntil(now = Date.now()): Promise<number | null> {
    const row = await typed(this.db).selectFrom('password_breaker').select('tripped_until_ms').where('id', '=', 1).executeTakeFirst();
    const until = row?.tripped_until_ms == null ? null : Number(row.tripped_until_ms);
    return until !== null && until > now ? until : null;
  }

  /** Trips the breaker until `untilMs` (epoch ms), or resets it with null; for the test helper and the operator. */
  async setTrippedUntil(untilMs: number | null): Promise<void> {
    await typed(this.db)
      .insertInto('password_breaker')
      .values({ id: 1, tripped_until_ms: untilMs })
      .onConflict((oc) => oc.column('id').doUpdateSet({ tripped_until_ms: untilMs }))
      .execute();
  }

  /** A new signed challenge (deterministic mode: the server knows the answer's key, so checking is one HMAC). */
  challenge(now = Date.now()): Promise<Challenge> {
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: this.options.cost,
      counter: randomInt(this.options.counterMin, this.options.counterMax + 1),
      deriveKey,
      expiresAt: new Date(now + this.options.ttlMs),
      hmacSignatureSecret: this.options.hmacKey,
      hmacKeySignatureSecret: keySignatureSecret(this.options.hmacKey),
    });
  }

  /** Counts one failed check site-wide; past the rule's max, (re)trips the breaker for holdMs from now. */
  private async failed(now: number): Promise<void> {
    const over = await this.store.hit([{ ...FAILURES, rule: this.rule }], now);
    if (over > 0) {
      const until = now + this.options.holdMs;
      await sql`INSERT INTO password_breaker (id, tripped_until_ms) VALUES (1, ${until})
        ON CONFLICT (id) DO UPDATE SET tripped_until_ms = GREATEST(COALESCE(password_breaker.tripped_until_ms, 0), EXCLUDED.tripped_until_ms)`.execute(typed(this.db));
    }
  }

  /**
   * True when `payload` (the widget's base64 JSON {challenge, solution}) solves a challenge this site signed, not
   * expired, and not spent before; it is spent now (one INSERT: of two processes racing, one wins).
   */
  private async spend(payload: unknown, now: number): Promise<boolean> {
    const decoded = decodePayload(payload);
    if (!decoded) return false;
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: this.options.hmacKey,
      hmacKeySignatureSecret: keySignatureSecret(this.options.hmacKey),
    }).catch(() => null);
    const signature = decoded.challenge.signature;
    if (!result?.verified || !signature) return false;
    const expiresAtMs = (decoded.challenge.parameters.expiresAt ?? 0) * 1000;
    const spent = await typed(this.db)
      .insertInto('altcha_spent')
      .values({ signature, expires_at_ms: expiresAtMs })
      .onConflict((oc) => oc.column('signature').doNothing())
      .returning('signature')
      .executeTakeFirst();
    await this.prune(now);
    return spent !== undefined;
  }

  /** Deletes up to PRUNE_BATCH spent solutions whose challenge has expired, at most once a minute per process. */
  private async prune(now: number): Promise<void> {
    if (Math.abs(now - this.lastPruneMs) < PRUNE_EVERY_MS) return;
    this.lastPruneMs = now;
    await typed(this.db)
      .deleteFrom('altcha_spent')
      .where('signature', 'in', (eb) => eb.selectFrom('altcha_spent').select('signature').where('expires_at_ms', '<=', now).limit(PRUNE_BATCH))
      .execute();
  }
}

/** The second secret altcha-lib signs the expected key with: derived from the first, so one secret configures both. */
function keySignatureSecret(hmacKey: string): string {
  return createHmac('sha256', hmacKey).update('altcha-key-signature').digest('hex');
}

/** The database's challenge key: written once by the first process (random, 32 bytes), read by all. */
async function sharedKey(db: Queryable): Promise<string> {
  const fresh = randomBytes(32).toString('hex');
  await typed(db)
    .insertInto('password_breaker')
    .values({ id: 1, tripped_until_ms: null, hmac_key: fresh })
    .onConflict((oc) => oc.column('id').doUpdateSet({ hmac_key: sql<string>`COALESCE(password_breaker.hmac_key, EXCLUDED.hmac_key)` }))
    .execute();
  const row = await typed(db).selectFrom('password_breaker').select('hmac_key').where('id', '=', 1).executeTakeFirstOrThrow();
  return row.hmac_key ?? fresh;
}

/** {challenge, solution} from the widget's payload (base64 of JSON), or null when it is not one. */
function decodePayload(payload: unknown): { challenge: Challenge; solution: Solution } | null {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > MAX_PAYLOAD_LENGTH) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { challenge, solution } = value as { challenge?: unknown; solution?: unknown };
    if (typeof challenge !== 'object' || challenge === null || typeof solution !== 'object' || solution === null) return null;
    const c = challenge as Challenge;
    const s = solution as Solution;
    if (typeof c.parameters !== 'object' || c.parameters === null || typeof c.signature !== 'string') return null;
    if (typeof s.counter !== 'number' || typeof s.derivedKey !== 'string') return null;
    return { challenge: c, solution: s };
  } catch {
    return null;
  }
}
