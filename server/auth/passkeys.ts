import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { sql } from 'kysely';
import type { Db, Queryable } from '@server/db/db';
import { pgErrorCode } from '@server/db/db';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import type { RelyingParty } from '@server/http/relying-party';

/** How long a ceremony's challenge may be answered, ms; also the browser's timeout for the ceremony. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

/** Most passkeys one player may keep (each is a way into the account; a list past this is no longer reviewable). */
export const MAX_PASSKEYS_PER_PLAYER = 10;

/** What a ceremony's challenge is for: registering, a sign-in (no player yet), or proving a known player. */
type ChallengePurpose = 'register' | 'login' | 'verify';

/** One passkey of a player, as the account page lists it (schemas/api/account/passkeys.json). */
export interface PasskeyItem {
  id: number;
  name: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** ISO 8601 UTC; null until the passkey signs in once. */
  lastUsedAt: string | null;
}

const toItem = (r: { id: number; name: string; created_at: Date; last_used_at: Date | null }): PasskeyItem => ({
  id: r.id,
  name: r.name,
  createdAt: r.created_at.toISOString(),
  lastUsedAt: r.last_used_at?.toISOString() ?? null,
});

/** Stores a fresh challenge for one ceremony (and drops expired ones, so the table stays small without a sweep). */
async function issueChallenge(db: Queryable, challenge: string, purpose: ChallengePurpose, playerId: number | null, rp: RelyingParty): Promise<void> {
  await typed(db).deleteFrom('passkey_challenges').where('expires_at', '<', sql<Date>`now()`).execute();
  await typed(db)
    .insertInto('passkey_challenges')
    .values({ challenge, purpose, player_id: playerId, rp_id: rp.id, expires_at: sql<Date>`now() + ${`${PASSKEY_CHALLENGE_TTL_MS} milliseconds`}::interval` })
    .execute();
}

/**
 * Takes the challenge the browser signed (read from clientDataJSON) out of the store: single use, whatever the
 * ceremony's outcome, so a replayed response finds nothing. Only a challenge issued for this purpose, this relying
 * party and (for 'register' and 'verify') this player counts.
 * Errors: ApiFailure 400 'passkey.challengeExpired' when there is none (never issued, used, expired, someone else's).
 */
async function consumeChallenge(db: Queryable, clientDataJSON: string, purpose: ChallengePurpose, playerId: number | null, rp: RelyingParty): Promise<string> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    throw new ApiFailure(400, 'passkey.verificationFailed');
  }
  if (typeof challenge !== 'string' || challenge.length === 0 || challenge.length > 200) throw new ApiFailure(400, 'passkey.challengeExpired');
  let query = typed(db)
    .deleteFrom('passkey_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('rp_id', '=', rp.id)
    .where('expires_at', '>', sql<Date>`now()`);
  query = playerId === null ? query.where('player_id', 'is', null) : query.where('player_id', '=', playerId);
  const row = await query.returning('challenge').executeTakeFirst();
  if (!row) throw new ApiFailure(400, 'passkey.challengeExpired');
  return challenge;
}

/** The options of an assertion ceremony (sign-in, second step, re-authentication) with a stored challenge. */
async function assertionOptions(db: Queryable, rp: RelyingParty, purpose: ChallengePurpose, playerId: number | null): Promise<PublicKeyCredentialRequestOptionsJSON> {
  // A sign-in asks for any discoverable credential of this RP ID; a known player's ceremony names his own.
  const allow = playerId === null
    ? []
    : await typed(db).selectFrom('passkey_credentials').select(['credential_id', 'transports']).where('player_id', '=', playerId).where('rp_id', '=', rp.id).execute();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    allowCredentials: allow.map((c) => ({ id: c.credential_id, transports: c.transports as never })),
  });
  await issueChallenge(db, options.challenge, purpose, playerId, rp);
  return options;
}

/**
 * Verifies an assertion `response` against a challenge issued for `purpose` (and `playerId` unless it is a sign-in),
 * the relying party's RP ID and origin, the stored public key, user verification and the signature counter, and
 * records the new counter and the time of use. Returns the player the credential belongs to.
 * With `playerId` given, only that player's credentials count: another player's passkey is an unknown one.
 * Errors (ApiFailure 400): 'passkey.challengeExpired' (no such live challenge: replayed, expired, never issued),
 * 'passkey.unknownCredential' (no credential with this id for this RP ID / player), 'passkey.verificationFailed'
 * (wrong origin or RP ID, bad signature, no user verification, a counter that did not grow).
 */
async function verifyAssertion(
  db: Queryable,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  purpose: 'login' | 'verify',
  playerId: number | null,
): Promise<{ playerId: number; credentialId: number }> {
  const challenge = await consumeChallenge(db, response.response.clientDataJSON, purpose, playerId, rp);
  let query = typed(db)
    .selectFrom('passkey_credentials')
    .select(['id', 'player_id', 'credential_id', 'public_key', 'counter', 'transports'])
    .where('credential_id', '=', response.id)
    .where('rp_id', '=', rp.id);
  if (playerId !== null) query = query.where('player_id', '=', playerId);
  const stored = await query.executeTakeFirst();
  if (!stored) throw new ApiFailure(400, 'passkey.unknownCredential');
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: { id: stored.credential_id, publicKey: new Uint8Array(stored.public_key), counter: Number(stored.counter), transports: stored.transports },
    });
  } catch {
    throw new ApiFailure(400, 'passkey.verificationFailed');
  }
  if (!verified.verified) throw new ApiFailure(400, 'passkey.verificationFailed');
  // Compare-and-set: of two responses verified at once against the same counter, only one moves it.
  const updated = await typed(db)
    .updateTable('passkey_credentials')
    .set({ counter: verified.authenticationInfo.newCounter, last_used_at: sql<Date>`now()` })
    .where('id', '=', stored.id)
    .where('counter', '=', stored.counter)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new ApiFailure(400, 'passkey.verificationFailed');
  return { playerId: stored.player_id, credentialId: stored.id };
}

/**
 * Proves that `playerId` holds one of his passkeys: the assertion of a ceremony started by
 * PasskeyService.verifyOptions(playerId, rp). For the second step of a sign-in and for re-authentication
 * (docs/security.md "Passkeys"). Errors as PasskeyService.login, and another player's passkey is 'unknownCredential'.
 */
export async function verifyPasskeyForPlayer(db: Queryable, rp: RelyingParty, playerId: number, response: AuthenticationResponseJSON): Promise<void> {
  await verifyAssertion(db, rp, response, 'verify', playerId);
}

/**
 * Options of a ceremony proving `playerId` with one of his passkeys (purpose 'verify', his credentials allowed), for
 * the second step of a sign-in and for re-authentication; answered through verifyPasskeyForPlayer.
 */
export function passkeyVerifyOptions(db: Queryable, rp: RelyingParty, playerId: number): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return assertionOptions(db, rp, 'verify', playerId);
}

/** True when the player has at least one passkey (of any relying party): then it is offered as a second step and for re-authentication. */
export async function hasPasskeys(db: Queryable, playerId: number): Promise<boolean> {
  const row = await typed(db).selectFrom('passkey_credentials').select('id').where('player_id', '=', playerId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Passkeys (WebAuthn) of players: registration, listing, renaming, removal and the assertion ceremonies. */
export class PasskeyService {
  constructor(private readonly db: Db) {}

  /**
   * Options for registering a new passkey of `player` (resident key and user verification required, 'none'
   * attestation; his existing passkeys excluded so one authenticator is not registered twice), with a stored
   * challenge. The caller has checked the step-up guard (a fresh re-authentication).
   * Errors: ApiFailure 400 'passkey.tooMany' past MAX_PASSKEYS_PER_PLAYER.
   */
  async registrationOptions(player: { id: number; usercode: string; username: string }, rp: RelyingParty): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await typed(this.db).selectFrom('passkey_credentials').select(['credential_id', 'transports']).where('player_id', '=', player.id).execute();
    if (existing.length >= MAX_PASSKEYS_PER_PLAYER) throw new ApiFailure(400, 'passkey.tooMany', { max: MAX_PASSKEYS_PER_PLAYER });
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: player.username,
      // The user handle: the public customer number, no personal data (WebAuthn §14.6.1).
      userID: new TextEncoder().encode(player.usercode),
      attestationType: 'none',
      timeout: PASSKEY_CHALLENGE_TTL_MS,
      excludeCredentials: existing.map((c) => ({ id: c.credential_id, transports: c.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await issueChallenge(this.db, options.challenge, 'register', player.id, rp);
    return options;
  }

  /**
   * Verifies the attestation `response` of a ceremony started by registrationOptions for `playerId` and stores the
   * passkey as `name`. Errors (ApiFailure 400): 'passkey.challengeExpired', 'passkey.verificationFailed' (wrong
   * origin or RP ID, no user verification, malformed), 'passkey.alreadyRegistered', 'passkey.tooMany'.
   */
  async register(playerId: number, rp: RelyingParty, response: RegistrationResponseJSON, name: string): Promise<PasskeyItem> {
    const challenge = await consumeChallenge(this.db, response.response.clientDataJSON, 'register', playerId, rp);
    let info;
    try {
      const verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      });
      if (!verified.verified) throw new Error('not verified');
      info = verified.registrationInfo;
    } catch {
      throw new ApiFailure(400, 'passkey.verificationFailed');
    }
    return this.db.transaction(async (tx) => {
      // Serialises two registrations of one player, so the cap holds.
      await typed(tx).selectFrom('players').select('id').where('id', '=', playerId).forUpdate().execute();
      const { count } = await typed(tx).selectFrom('passkey_credentials').select((eb) => eb.fn.countAll<number>().as('count')).where('player_id', '=', playerId).executeTakeFirstOrThrow();
      if (Number(count) >= MAX_PASSKEYS_PER_PLAYER) throw new ApiFailure(400, 'passkey.tooMany', { max: MAX_PASSKEYS_PER_PLAYER });
      try {
        const row = await typed(tx)
          .insertInto('passkey_credentials')
          .values({
            player_id: playerId,
            credential_id: info.credential.id,
            public_key: info.credential.publicKey,
            counter: info.credential.counter,
            transports: info.credential.transports ?? [],
            rp_id: rp.id,
            name,
          })
          .returning(['id', 'name', 'created_at', 'last_used_at'])
          .executeTakeFirstOrThrow();
        return toItem(row);
      } catch (error) {
        if (pgErrorCode(error) === '23505') throw new ApiFailure(400, 'passkey.alreadyRegistered');
        throw error;
      }
    });
  }

  /** The player's passkeys, oldest first. */
  async list(playerId: number): Promise<PasskeyItem[]> {
    const rows = await typed(this.db)
      .selectFrom('passkey_credentials')
      .select(['id', 'name', 'created_at', 'last_used_at'])
      .where('player_id', '=', playerId)
      .orderBy('id')
      .execute();
    return rows.map(toItem);
  }

  /** Renames the player's passkey `id`. Errors: ApiFailure 400 'passkey.notFound' (none of his). */
  async rename(playerId: number, id: number, name: string): Promise<void> {
    const r = await typed(this.db).updateTable('passkey_credentials').set({ name }).where('id', '=', id).where('player_id', '=', playerId).returning('id').executeTakeFirst();
    if (!r) throw new ApiFailure(400, 'passkey.notFound');
  }

  /** Removes the player's passkey `id` (the caller has checked the step-up guard). Errors: 400 'passkey.notFound'. */
  async remove(playerId: number, id: number): Promise<void> {
    const r = await typed(this.db).deleteFrom('passkey_credentials').where('id', '=', id).where('player_id', '=', playerId).returning('id').executeTakeFirst();
    if (!r) throw new ApiFailure(400, 'passkey.notFound');
  }

  /** Options of a sign-in with any discoverable passkey of this RP ID (no player named), with a stored challenge. */
  loginOptions(rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return assertionOptions(this.db, rp, 'login', null);
  }

  /**
   * The player whose passkey signed the sign-in assertion `response` (a ceremony of loginOptions). Errors as
   * verifyAssertion: 400 'passkey.challengeExpired', 'passkey.unknownCredential', 'passkey.verificationFailed'.
   */
  async login(rp: RelyingParty, response: AuthenticationResponseJSON): Promise<number> {
    return (await verifyAssertion(this.db, rp, response, 'login', null)).playerId;
  }

  /** Options of a ceremony proving `playerId` with one of his passkeys (see verifyPasskeyForPlayer). */
  verifyOptions(playerId: number, rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return passkeyVerifyOptions(this.db, rp, playerId);
  }
}
