import { createHash, randomBytes, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db, Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import { isSealed, SecretBoxError } from '@server/platform/secret-box';
import type { SecretBox } from '@server/platform/secret-box';

/**
 * Two-step sign-in with an authenticator app (docs/security.md "Two-step sign-in"): RFC 6238 TOTP (SHA-1, 6 digits,
 * 30 s steps, ±1 step of drift), ten one-time recovery codes stored hashed, and the login ticket a right password
 * earns while the second step is on (5 minutes, single use, 5 wrong codes, stored hashed). The secret is stored
 * sealed (secret-box.ts, bound to the player's row) and shown to the app under the name of the request's brand.
 */

/** RFC 6238 parameters every authenticator app understands. */
const TOTP_PERIOD_S = 30;
const TOTP_DIGITS = 6;
/** Steps of clock drift accepted either side of now (a code typed just as it turns over still works). */
const TOTP_WINDOW = 1;

/** A login ticket lives 5 minutes and allows 5 wrong codes; then the player logs in again. */
export const TICKET_TTL_MS = 5 * 60 * 1000;
export const TICKET_MAX_ATTEMPTS = 5;

/** Ten codes per set; each 12 characters of Crockford base32 (60 random bits), shown as xxxx-xxxx-xxxx. */
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const RECOVERY_LENGTH = 12;

/** The default name of a new authenticator (the player may rename it). */
const DEFAULT_LABEL = 'Authenticator';

/** What the account page shows of a player's factors. Dates are ISO 8601. */
export interface TwoStepStatus {
  totp: { label: string; since: string; lastUsedAt: string | null } | null;
  recoveryCodesLeft: number;
}

/** A started setup: the secret in base32 (for manual entry), its otpauth:// URI and the URI as an SVG QR code. */
export interface TotpSetup {
  secret: string;
  uri: string;
  qrSvg: string;
}

/** Why a second-step code was refused; raised as ApiFailure 400 after the attempt is counted. */
type TicketRefusal = 'twoStep.ticketExpired' | 'twoStep.ticketAttempts' | 'twoStep.codeWrong';

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A recovery code as typed, reduced to its 12 characters: case, spaces and dashes ignored, Crockford's look-alikes folded. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
}

function recoveryHash(playerId: number, code: string): string {
  return sha256(`recovery:${playerId}:${normaliseRecoveryCode(code)}`);
}

function newRecoveryCode(): string {
  let raw = '';
  for (let i = 0; i < RECOVERY_LENGTH; i++) raw += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}

/** A TOTP code is 6 digits (spaces ignored); anything else is taken for a recovery code. */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}

/** The additional data a player's secret is sealed with: a sealed secret copied onto another player's row does not open. */
const aadOf = (playerId: number) => `totp:${playerId}`;

/** Sealed secrets tried at start: the key is refused when none of them opens (one tampered row does not stop a start). */
const START_SAMPLE = 20;
/** Secrets still in clear are sealed at start in batches of this many rows. */
const SEAL_BATCH = 500;

/** `issuer`: the name the authenticator app shows beside the username, the brand's (docs/brands.md). */
function totpOf(secret: string, username: string, issuer = ''): TOTP {
  return new TOTP({
    issuer, label: username, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * Turns two-step sign-in off: the authenticator (or a setup in progress), its recovery codes and open login
 * tickets go. True when it was on. Needs no key, so support's command line uses it without one.
 */
export async function disableTwoStep(q: Queryable, playerId: number): Promise<boolean> {
  const t = typed(q);
  const r = await t.deleteFrom('player_totp').where('player_id', '=', playerId).where('confirmed_at', 'is not', null).returning('player_id').executeTakeFirst();
  await t.deleteFrom('player_totp').where('player_id', '=', playerId).execute();
  await t.deleteFrom('player_recovery_codes').where('player_id', '=', playerId).execute();
  await t.deleteFrom('login_tickets').where('player_id', '=', playerId).execute();
  return r !== undefined;
}

/**
 * The player's factors and the login ticket. `box` seals the authenticator secrets at rest (openSecretBox).
 * `now` (ms since the epoch) is the clock TOTP codes are checked against; tickets expire by the database clock (so
 * the test clock, which ages a player's records, expires them too).
 */
export class TwoStepService {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The start's pass over the stored secrets (docs/security.md "Two-step sign-in"): refuses a key that opens none of
   * the latest sealed secrets (a changed or mistyped SECRETS_KEY would lock every player with an authenticator out),
   * then seals every secret still stored in clear (written before secrets were sealed at rest). Returns how many it
   * sealed. Errors: Error 'SECRETS_KEY does not open…'.
   */
  async sealStoredSecrets(): Promise<number> {
    const t = typed(this.db);
    const sample = await t
      .selectFrom('player_totp')
      .select(['player_id', 'secret'])
      .where('secret', 'like', 'v1.%')
      .orderBy('created_at', 'desc')
      .limit(START_SAMPLE)
      .execute();
    if (sample.length > 0 && !sample.some((row) => this.openOrNull(row.player_id, row.secret) !== null)) {
      throw new Error(
        'SECRETS_KEY does not open the authenticator secrets stored in the database: it is not the key that sealed them. ' +
          'Start with that key (docs/security.md "Two-step sign-in"); with a new key, every player must set up his authenticator again.',
      );
    }
    let sealed = 0;
    for (;;) {
      const clear = await t.selectFrom('player_totp').select(['player_id', 'secret']).where('secret', 'not like', 'v1.%').limit(SEAL_BATCH).execute();
      if (clear.length === 0) return sealed;
      for (const row of clear) await this.sealInPlace(this.db, row.player_id, row.secret);
      sealed += clear.length;
    }
  }

  /** True when the player has a confirmed authenticator (his login then needs the second step). */
  async isOn(playerId: number): Promise<boolean> {
    const row = await typed(this.db)
      .selectFrom('player_totp')
      .select('player_id')
      .where('player_id', '=', playerId)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The factors of the account page. */
  async status(playerId: number): Promise<TwoStepStatus> {
    const db = typed(this.db);
    const totp = await db
      .selectFrom('player_totp')
      .select(['label', 'confirmed_at', 'last_used_at'])
      .where('player_id', '=', playerId)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst();
    const left = await db
      .selectFrom('player_recovery_codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('player_id', '=', playerId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return {
      totp: totp ? { label: totp.label, since: (totp.confirmed_at as Date).toISOString(), lastUsedAt: totp.last_used_at?.toISOString() ?? null } : null,
      recoveryCodesLeft: Number(left.n),
    };
  }

  /**
   * Starts setting up an authenticator: a fresh 160-bit secret, kept sealed and unconfirmed (it guards nothing until
   * confirm); `issuer` is the name the app shows beside `username`: the request's brand name. Starting again replaces
   * an unconfirmed secret. Errors: ApiFailure 400 'twoStep.alreadyOn'.
   */
  async begin(playerId: number, username: string, issuer: string): Promise<TotpSetup> {
    if (await this.isOn(playerId)) throw new ApiFailure(400, 'twoStep.alreadyOn');
    const secret = new Secret({ size: 20 }).base32;
    const sealed = this.box.seal(secret, aadOf(playerId));
    await typed(this.db)
      .insertInto('player_totp')
      .values({ player_id: playerId, secret: sealed, label: DEFAULT_LABEL })
      .onConflict((oc) => oc.column('player_id').doUpdateSet({ secret: sealed, label: DEFAULT_LABEL, created_at: sql<Date>`now()`, last_step: null }))
      .execute();
    const uri = totpOf(secret, username, issuer).toString();
    return { secret, uri, qrSvg: await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
  }

  /**
   * Confirms the setup with a current code from the app: the authenticator is on from now, and a fresh set of
   * recovery codes (returned in clear, shown once) replaces any older one.
   * Errors: ApiFailure 400 'twoStep.notStarted', 'twoStep.alreadyOn', 'twoStep.codeWrong'.
   */
  async confirm(playerId: number, code: string): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      const row = await typed(tx).selectFrom('player_totp').selectAll().where('player_id', '=', playerId).forUpdate().executeTakeFirst();
      if (!row) throw new ApiFailure(400, 'twoStep.notStarted');
      if (row.confirmed_at) throw new ApiFailure(400, 'twoStep.alreadyOn');
      const secret = await this.secretOf(tx, playerId, row.secret);
      const step = secret === null ? null : this.matchingStep(secret, code, null);
      if (step === null) throw new ApiFailure(400, 'twoStep.codeWrong');
      await typed(tx)
        .updateTable('player_totp')
        .set({ confirmed_at: sql<Date>`now()`, last_step: step })
        .where('player_id', '=', playerId)
        .execute();
      return this.replaceRecoveryCodes(tx, playerId);
    });
  }

  /** Renames the authenticator (1-40 characters, trimmed by the schema). Errors: ApiFailure 400 'twoStep.notOn'. */
  async rename(playerId: number, label: string): Promise<void> {
    const r = await typed(this.db)
      .updateTable('player_totp')
      .set({ label })
      .where('player_id', '=', playerId)
      .where('confirmed_at', 'is not', null)
      .returning('player_id')
      .executeTakeFirst();
    if (!r) throw new ApiFailure(400, 'twoStep.notOn');
  }

  /** Turns two-step sign-in off (disableTwoStep). True when it was on. */
  disable(playerId: number, q: Queryable = this.db): Promise<boolean> {
    return disableTwoStep(q, playerId);
  }

  /** A fresh set of recovery codes (in clear, shown once); the old set stops working. Errors: 400 'twoStep.notOn'. */
  async regenerateRecoveryCodes(playerId: number): Promise<string[]> {
    if (!(await this.isOn(playerId))) throw new ApiFailure(400, 'twoStep.notOn');
    return this.db.transaction((tx) => this.replaceRecoveryCodes(tx, playerId));
  }

  /**
   * True when `code` is a current TOTP code of the player's confirmed authenticator not used before (it is then
   * used up) or one of his unused recovery codes (then used up). The one check behind the login's second step
   * (re-authentication takes the TOTP half only: useTotpCode).
   */
  async useCode(playerId: number, code: string, q: Queryable = this.db): Promise<boolean> {
    const t = typed(q);
    if (!isTotpCode(code)) {
      const used = await t
        .updateTable('player_recovery_codes')
        .set({ used_at: sql<Date>`now()` })
        .where('player_id', '=', playerId)
        .where('code_hash', '=', recoveryHash(playerId, code))
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return used !== undefined;
    }
    const row = await t
      .selectFrom('player_totp')
      .select(['secret', 'last_step'])
      .where('player_id', '=', playerId)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst();
    if (!row) return false;
    const secret = await this.secretOf(q, playerId, row.secret);
    if (secret === null) return false;
    const step = this.matchingStep(secret, code, row.last_step === null ? null : Number(row.last_step));
    if (step === null) return false;
    // Conditional on the step still being newer, so two requests racing with one code cannot both pass.
    const r = await t
      .updateTable('player_totp')
      .set({ last_step: step, last_used_at: sql<Date>`now()` })
      .where('player_id', '=', playerId)
      .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
      .returning('player_id')
      .executeTakeFirst();
    return r !== undefined;
  }

  /** A new login ticket for the player (returned in clear once; only its hash is kept). */
  async issueTicket(playerId: number): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    await typed(this.db)
      .insertInto('login_tickets')
      .values({
        player_id: playerId, ticket_hash: sha256(ticket),
        expires_at: sql<Date>`now() + make_interval(secs => ${TICKET_TTL_MS / 1000})`,
      })
      .execute();
    return ticket;
  }

  /** The player a ticket was issued to (used or not), or null; for rate-limit keys. */
  async ticketPlayer(ticket: string): Promise<number | null> {
    const row = await typed(this.db).selectFrom('login_tickets').select('player_id').where('ticket_hash', '=', sha256(ticket)).executeTakeFirst();
    return row?.player_id ?? null;
  }

  /**
   * The player a live login ticket was issued to: one not used, not older than 5 minutes and with fewer than 5 wrong
   * codes (for the passkey ceremony of the second step). Errors: ApiFailure 400 'twoStep.ticketExpired',
   * 'twoStep.ticketAttempts'.
   */
  async liveTicketPlayer(ticket: string): Promise<number> {
    const row = await typed(this.db)
      .selectFrom('login_tickets')
      .select(['player_id', 'attempts', 'used_at', sql<boolean>`expires_at <= now()`.as('expired')])
      .where('ticket_hash', '=', sha256(ticket))
      .executeTakeFirst();
    if (!row || row.used_at || row.expired) throw new ApiFailure(400, 'twoStep.ticketExpired');
    if (row.attempts >= TICKET_MAX_ATTEMPTS) throw new ApiFailure(400, 'twoStep.ticketAttempts');
    return row.player_id;
  }

  /**
   * Redeems a login ticket with a TOTP or recovery code and returns the player's id; the ticket is then used up.
   * A wrong code counts against the ticket (5 at most). Errors: ApiFailure 400 'twoStep.ticketExpired' (unknown,
   * used or older than 5 minutes), 'twoStep.ticketAttempts' (5 wrong codes: log in again), 'twoStep.codeWrong'.
   */
  redeemTicket(ticket: string, code: string): Promise<number> {
    return this.redeem(ticket, (playerId, tx) => this.useCode(playerId, code, tx));
  }

  /**
   * Redeems a login ticket whose player `provenPlayerId` has just proven himself with one of his passkeys
   * (verifyPasskeyForPlayer, for the ticket's liveTicketPlayer); the ticket is then used up. Errors as redeemTicket
   * ('twoStep.codeWrong' if the ticket is another player's).
   */
  redeemTicketWithPasskey(ticket: string, provenPlayerId: number): Promise<number> {
    return this.redeem(ticket, async (playerId) => playerId === provenPlayerId);
  }

  /**
   * True when `code` is a current code of the player's authenticator app not used before (it is then used up); a
   * recovery code is not accepted: re-authentication (docs/security.md "Step-up") does not spend the codes that are
   * the way back when the phone is lost.
   */
  async useTotpCode(playerId: number, code: string): Promise<boolean> {
    return isTotpCode(code) && this.useCode(playerId, code);
  }

  /** Redeems a live ticket when `proven` holds for its player, counting a failed proof against the ticket. */
  private async redeem(ticket: string, proven: (playerId: number, tx: Queryable) => Promise<boolean>): Promise<number> {
    const outcome = await this.db.transaction(async (tx): Promise<TicketRefusal | number> => {
      const t = typed(tx);
      const row = await t
        .selectFrom('login_tickets')
        .select(['id', 'player_id', 'attempts', 'used_at', sql<boolean>`expires_at <= now()`.as('expired')])
        .where('ticket_hash', '=', sha256(ticket))
        .forUpdate()
        .executeTakeFirst();
      if (!row || row.used_at || row.expired) return 'twoStep.ticketExpired';
      if (row.attempts >= TICKET_MAX_ATTEMPTS) return 'twoStep.ticketAttempts';
      if (!(await proven(row.player_id, tx))) {
        await t.updateTable('login_tickets').set({ attempts: row.attempts + 1 }).where('id', '=', row.id).execute();
        return row.attempts + 1 >= TICKET_MAX_ATTEMPTS ? 'twoStep.ticketAttempts' : 'twoStep.codeWrong';
      }
      await t.updateTable('login_tickets').set({ used_at: sql<Date>`now()` }).where('id', '=', row.id).execute();
      return row.player_id;
    });
    if (typeof outcome === 'string') throw new ApiFailure(400, outcome);
    return outcome;
  }

  /**
   * The player's secret in clear from its stored value, or null when it does not open (a value copied from another
   * player's row, tampered with, or sealed with another key): no code matches it. A value still in clear (stored
   * before secrets were sealed at rest) is sealed and rewritten now, on this first read.
   */
  private async secretOf(q: Queryable, playerId: number, stored: string): Promise<string | null> {
    if (!isSealed(stored)) {
      await this.sealInPlace(q, playerId, stored);
      return stored;
    }
    return this.openOrNull(playerId, stored);
  }

  /** The sealed `stored` opened for the player's row, or null when it does not open there. */
  private openOrNull(playerId: number, stored: string): string | null {
    try {
      return this.box.open(stored, aadOf(playerId));
    } catch (error) {
      if (error instanceof SecretBoxError) return null;
      throw error;
    }
  }

  /** Replaces the player's clear secret `clear` with its sealed form, unless the row changed meanwhile. */
  private async sealInPlace(q: Queryable, playerId: number, clear: string): Promise<void> {
    await typed(q)
      .updateTable('player_totp')
      .set({ secret: this.box.seal(clear, aadOf(playerId)) })
      .where('player_id', '=', playerId)
      .where('secret', '=', clear)
      .execute();
  }

  /** The time step `code` matches (±1 step of now), when newer than `lastStep`; else null. */
  private matchingStep(secret: string, code: string, lastStep: number | null): number | null {
    const token = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(token)) return null;
    const timestamp = this.now();
    const delta = totpOf(secret, '').validate({ token, timestamp, window: TOTP_WINDOW });
    if (delta === null) return null;
    const step = Math.floor(timestamp / 1000 / TOTP_PERIOD_S) + delta;
    return lastStep !== null && step <= lastStep ? null : step;
  }

  private async replaceRecoveryCodes(tx: Queryable, playerId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await typed(tx).deleteFrom('player_recovery_codes').where('player_id', '=', playerId).execute();
    await typed(tx)
      .insertInto('player_recovery_codes')
      .values(codes.map((code) => ({ player_id: playerId, code_hash: recoveryHash(playerId, code) })))
      .execute();
    return codes;
  }
}
