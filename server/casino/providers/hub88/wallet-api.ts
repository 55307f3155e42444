import { createHash } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { ValidateFunction } from 'ajv';
import type { Db, Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import { hub88AccountOf } from './account';
import { hashToken } from '@server/auth/sessions';
import { ApiFailure } from '@server/http/envelope';
import type { Hub88BetRequest } from '@contracts/types/casino/hub88-bet.request';
import type { Hub88RollbackRequest } from '@contracts/types/casino/hub88-rollback.request';
import type { Hub88UserRequest } from '@contracts/types/casino/hub88-user.request';
import type { Hub88WinRequest } from '@contracts/types/casino/hub88-win.request';
import type { GameLaunchService } from '@server/casino/game-launch';
import { ProviderRefusal } from '@server/casino/provider-wallet';
import type { Booked, ProviderPlay, ProviderRefusalCode, ProviderWalletService } from '@server/casino/provider-wallet';
import { HUB88, kurusToUnits, unitsToKurus } from './protocol';
import type { Hub88Call, Hub88Reply, Hub88Status } from './protocol';
import { signBody, verifyBody } from './signature';

/** The keys the wallet API works with: Hub88's public key (requests) and the operator's private key (replies). */
export interface Hub88WalletKeys {
  hub88Public: KeyObject;
  operatorPrivate: KeyObject;
}

/** One answered request: the reply's exact text and its signature (header X-Hub88-Signature). */
export interface Hub88Answer {
  body: string;
  signature: string;
}

/** The schema check of each call's body (schemas/api/casino/hub88-*.request.json), compiled by the route plugin. */
export type Hub88Validators = Record<Hub88Call, ValidateFunction>;

/** The player's game session a Hub88 token stands for. */
interface TokenRow {
  gameSessionId: number;
  playerId: number;
  loginSessionId: number;
  /** The game the token was opened for. */
  gameCode: string;
  live: boolean;
}

/**
 * The studio (game_providers id) of a Hub88 game, null when `gameCode` is unknown or not a Hub88 game. A bet's game
 * must be of the studio of the token's game: a live lobby may switch games within one session, never studios.
 */
export type Hub88StudioOf = (gameCode: string) => Promise<number | null>;

/** Calls that only read: answered fresh every time and never recorded (docs/providers.md "Exactly once"). */
const READ_ONLY_CALLS: ReadonlySet<Hub88Call> = new Set(['user/info', 'user/balance']);

/** What a request was, for its record: the SHA-256 (hex) of its call path and exact body. */
const requestHash = (call: Hub88Call, raw: string): string => createHash('sha256').update(`${call}\n${raw}`).digest('hex');

/** What refused a call: its status and the reason kept for the operator (a protection refusal's message key). */
class Refused extends Error {
  constructor(
    readonly status: Hub88Status,
    readonly reason: string | null = null,
  ) {
    super(status);
  }
}

/**
 * A player as the wallet API names him: his id (the protocol's `user`), his wallet's currency, his country code and
 * his account status (players.status: 'active', 'blocked' or 'closed').
 */
interface Player {
  id: number;
  currency: string;
  country: string;
  status: string;
}

/** What a call's checks found: the player, his token's game session (none for user/info), the amount in kuruş. */
interface Checked {
  player: Player;
  token: TokenRow | null;
  amountKurus: number;
}

/** A recorded reply: its fields, its exact text and the hash of the request it answered (null: recorded before hashes). */
type StoredReply = Hub88Reply & { text: string; hash: string | null };

/** The protocol's status of each provider-wallet refusal (docs/providers.md "Statuses"). */
const REFUSAL_STATUS: Record<ProviderRefusalCode, Hub88Status> = {
  duplicate: 'RS_ERROR_DUPLICATE_TRANSACTION',
  unknownBet: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  rolledBack: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  notEnoughMoney: 'RS_ERROR_NOT_ENOUGH_MONEY',
};

/** Protection refusals that are about money (a loss or wager limit): RS_ERROR_BET_LIMIT_EXCEEDED; every other one disables the user. */
const LIMIT_KEYS: ReadonlySet<string> = new Set([
  'protection.lossAboveLimit',
  'protection.lossOver',
  'protection.lossOverNone',
  'protection.wagerAboveLimit',
  'protection.wagerOver',
  'protection.wagerOverNone',
]);

/** The status of a protection refusal (an ApiFailure of the guard or of the game session's end); docs/providers.md "Player protection". */
export function protectionStatus(failure: ApiFailure): Hub88Status {
  return LIMIT_KEYS.has(failure.key) ? 'RS_ERROR_BET_LIMIT_EXCEEDED' : 'RS_ERROR_USER_DISABLED';
}

/**
 * The Hub88 operator wallet API (docs/providers.md): checks the signature over the raw body, reads and checks the body
 * (schema, whole kuruş), answers user/info and user/balance fresh without a record, answers a repeated request_uuid of
 * a transaction with the first reply's exact text (the same call and body only: another one is
 * RS_ERROR_DUPLICATE_TRANSACTION), and books bets, wins and rollbacks through the provider wallet (provider-wallet.ts),
 * the request record in the same transaction. Replies are always HTTP 200 with a status, signed with the operator's
 * key. Never throws for bad input.
 */
export class Hub88WalletApi {
  constructor(
    private readonly db: Db,
    private readonly providerWallet: ProviderWalletService,
    private readonly launches: GameLaunchService,
    private readonly studioOf: Hub88StudioOf,
    private readonly keys: () => Hub88WalletKeys | null,
    private readonly validators: Hub88Validators,
  ) {}

  /** Answers one call; `raw` is the request body exactly as received, `signature` its X-Hub88-Signature header. */
  async answer(call: Hub88Call, raw: string, signature: string | undefined): Promise<Hub88Answer> {
    const keys = this.keys();
    if (!keys) return this.reply(null, { status: 'RS_ERROR_INVALID_PARTNER' });
    // Nothing of an unsigned body is trusted, its request_uuid neither: no record is read or written for it.
    if (!verifyBody(raw, signature, keys.hub88Public)) return this.reply(keys, { status: 'RS_ERROR_INVALID_SIGNATURE', ...echo(raw) });
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return this.reply(keys, { status: 'RS_ERROR_WRONG_SYNTAX' });
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return this.reply(keys, { status: 'RS_ERROR_WRONG_SYNTAX' });
    const validate = this.validators[call];
    if (!validate(body)) {
      const missing = validate.errors?.some((e) => e.keyword === 'required') ?? false;
      return this.reply(keys, { status: missing ? 'RS_ERROR_WRONG_SYNTAX' : 'RS_ERROR_WRONG_TYPES', ...echo(raw) });
    }
    const request = body as Hub88UserRequest & { request_uuid: string };
    try {
      if (READ_ONLY_CALLS.has(call)) return await this.read(keys, call, request);
      const hash = requestHash(call, raw);
      const stored = await this.stored(this.db, request.request_uuid);
      if (stored !== null) return await this.replay(keys, stored, hash, request);
      return await this.book(keys, call, request, hash);
    } catch (error) {
      // An unexpected failure is not recorded: Hub88 retries, and the retry may succeed.
      console.error(`hub88 ${call}: ${error instanceof Error ? error.stack : String(error)}`);
      return this.reply(keys, { status: 'RS_ERROR_UNKNOWN', request_uuid: request.request_uuid, user: request.user });
    }
  }

  /**
   * user/info or user/balance: read now, in no transaction, and not recorded. They change nothing, so a repeat may
   * simply be answered again (with the balance then); recording them would only grow provider_requests.
   */
  private async read(keys: Hub88WalletKeys, call: Hub88Call, request: Hub88UserRequest & { request_uuid: string }): Promise<Hub88Answer> {
    const base = { request_uuid: request.request_uuid, user: request.user };
    const player = await this.playerOf(request.user);
    try {
      const checked = await this.check(call, request, player);
      const fields: Partial<Hub88Reply> =
        call === 'user/info' ? { country: checked.player.country } : { currency: checked.player.currency, balance: kurusToUnits(await this.balance(this.db, checked.player.id)) };
      return this.reply(keys, { ...base, status: 'RS_OK', ...fields });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      return this.reply(keys, await this.refusal(base, error.status, player));
    }
  }

  /**
   * A request_uuid answered before: the first reply's exact text when this is the same call and body, else
   * RS_ERROR_DUPLICATE_TRANSACTION (Hub88's status for an id reused with other parameters), not recorded: the
   * record keeps answering the first request.
   */
  private async replay(keys: Hub88WalletKeys, stored: StoredReply, hash: string, request: Hub88UserRequest & { request_uuid: string }): Promise<Hub88Answer> {
    if (stored.hash === null || stored.hash === hash) return this.reply(keys, stored);
    const base = { request_uuid: request.request_uuid, user: request.user };
    return this.reply(keys, await this.refusal(base, 'RS_ERROR_DUPLICATE_TRANSACTION', await this.playerOf(request.user)));
  }

  /** Runs the call and records its reply once; a refusal is recorded in a transaction of its own (nothing else stays). */
  private async book(
    keys: Hub88WalletKeys, call: Hub88Call, request: Hub88UserRequest & { request_uuid: string }, hash: string,
  ): Promise<Hub88Answer> {
    const base = { request_uuid: request.request_uuid, user: request.user };
    const player = await this.playerOf(request.user);
    let booked: Booked | null = null;
    try {
      // Read-only checks first, outside the booking's transaction (a query on the database from inside it would wait for itself).
      const checked = await this.check(call, request, player);
      const text = await this.db.transaction(async (tx) => {
        // The record first: a parallel twin of this request waits here until this one commits, then replays it.
        const claimed = await typed(tx)
          .insertInto('provider_requests')
          .values({ provider: HUB88, request_id: request.request_uuid, call, status: 'RS_PENDING', reply: '', request_hash: hash })
          .onConflict((oc) => oc.columns(['provider', 'request_id']).doNothing())
          .returning('request_id')
          .executeTakeFirst();
        if (!claimed) return { replay: await this.stored(tx, request.request_uuid) };
        const fields = await this.run(tx, call, request, checked, (result) => (booked = result));
        const body = JSON.stringify({ ...base, status: 'RS_OK', ...fields } satisfies Hub88Reply);
        await typed(tx)
          .updateTable('provider_requests')
          .set({ status: 'RS_OK', reply: body, player_id: checked.player.id })
          .where('provider', '=', HUB88)
          .where('request_id', '=', request.request_uuid)
          .execute();
        return { body };
      });
      if (booked !== null) await this.providerWallet.afterCommit(checked.player.id, booked);
      if ('replay' in text) return text.replay ? await this.replay(keys, text.replay, hash, request) : this.reply(keys, { ...base, status: 'RS_ERROR_UNKNOWN' });
      return { body: text.body, signature: signBody(text.body, keys.operatorPrivate) };
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      // The record and the balance it reports in one committed transaction: the balance under the wallet lock with the
      // lazy bonus expiry applied, which the refused booking saw but rolled back (docs/bonus-wallet.md "Expiry").
      const { kept, body } = await this.db.transaction(async (tx) => {
        const balance = player ? await this.providerWallet.lockWallet(tx, player.id) : null;
        const body = JSON.stringify(this.refused(base, error.status, player, balance));
        const kept = await typed(tx)
          .insertInto('provider_requests')
          .values({
            provider: HUB88, request_id: request.request_uuid, call, status: error.status, reason: error.reason, reply: body, player_id: player?.id ?? null,
            request_hash: hash,
          })
          .onConflict((oc) => oc.columns(['provider', 'request_id']).doNothing())
          .returning('request_id')
          .executeTakeFirst();
        return { kept: kept !== undefined, body };
      });
      if (kept) return { body, signature: signBody(body, keys.operatorPrivate) };
      // A parallel twin recorded its reply first: that one is the answer.
      const stored = await this.stored(this.db, request.request_uuid);
      return stored ? this.replay(keys, stored, hash, request) : this.reply(keys, { ...base, status: 'RS_ERROR_UNKNOWN' });
    }
  }

  /** A refusal's reply with the balance now (nothing moved: the balance the refused call saw) when the player is known. */
  private async refusal(base: Partial<Hub88Reply>, status: Hub88Status, player: Player | null): Promise<Hub88Reply> {
    return this.refused(base, status, player, player ? await this.balance(this.db, player.id) : null);
  }

  private refused(base: Partial<Hub88Reply>, status: Hub88Status, player: Player | null, balanceKurus: number | null): Hub88Reply {
    const reply: Hub88Reply = { ...base, status };
    if (player && balanceKurus !== null) Object.assign(reply, { currency: player.currency, balance: kurusToUnits(balanceKurus) });
    return reply;
  }

  /**
   * What a call needs before it books, read outside its transaction; throws Refused: unknown user or token, a token of
   * another player or launch kind, another currency or a game not of Hub88, a fraction of a kuruş, and for a bet a
   * blocked or closed account (RS_ERROR_USER_DISABLED), a game of another studio than the token's, an expired token
   * or a login session a protection rule ended. A win or rollback settles a round already staked: its token may have
   * expired and the account may have been blocked since.
   */
  private async check(call: Hub88Call, request: Hub88UserRequest, player: Player | null): Promise<Checked> {
    if (!player) throw new Refused('RS_ERROR_INVALID_TOKEN', 'unknownUser');
    if (call === 'user/info') return { player, token: null, amountKurus: 0 };
    const token = await this.tokenOf(request.token, player.id);
    if (call === 'user/balance') {
      if (request.token !== undefined && !token) throw new Refused('RS_ERROR_INVALID_TOKEN');
      return { player, token, amountKurus: 0 };
    }
    if (!token) throw new Refused('RS_ERROR_INVALID_TOKEN');
    const t = request as Hub88BetRequest | Hub88WinRequest | Hub88RollbackRequest;
    if ('currency' in t && t.currency !== player.currency) throw new Refused('RS_ERROR_WRONG_CURRENCY');
    const studio = await this.studioOf(t.game_code);
    if (studio === null) throw new Refused('RS_ERROR_INVALID_GAME');
    const amountKurus = 'amount' in t ? unitsToKurus(t.amount) : 0;
    if (amountKurus === null) throw new Refused('RS_ERROR_WRONG_TYPES');
    if (call === 'transaction/bet') {
      // The sign-in rule of every credential (account/players.ts): only an active account plays.
      if (player.status !== 'active') throw new Refused('RS_ERROR_USER_DISABLED', 'auth.accountBlocked');
      if (t.game_code !== token.gameCode && studio !== (await this.studioOf(token.gameCode))) throw new Refused('RS_ERROR_INVALID_GAME');
      if (!token.live) throw new Refused('RS_ERROR_TOKEN_EXPIRED');
      // The live-session rule of every game call (the login session, its session-time watch: game-launch.ts).
      await this.launches.resolve(request.token ?? '').catch((error: unknown) => {
        if (error instanceof ApiFailure && error.key === 'casino.gameSessionExpired') throw new Refused('RS_ERROR_TOKEN_EXPIRED');
        if (error instanceof ApiFailure) throw new Refused(protectionStatus(error), error.key);
        throw error;
      });
    }
    return { player, token, amountKurus };
  }

  /** One checked transaction call inside `tx`: the reply's fields beyond request_uuid, user and status; throws Refused. */
  private async run(
    tx: Queryable, call: Hub88Call, request: Hub88UserRequest, { player, token, amountKurus }: Checked, onBooked: (result: Booked) => void,
  ): Promise<Partial<Hub88Reply>> {
    const money = (balanceKurus: number) => ({ currency: player.currency, balance: kurusToUnits(balanceKurus) });
    if (!token) throw new Error(`hub88 ${call}: a transaction checked without a token`);
    const t = request as Hub88BetRequest | Hub88WinRequest | Hub88RollbackRequest;
    const play: ProviderPlay = {
      provider: HUB88, playerId: player.id, gameSessionId: token.gameSessionId, loginSessionId: token.loginSessionId, gameCode: t.game_code, round: t.round,
    };
    let result: Booked;
    try {
      if (call === 'transaction/bet') {
        const bet = t as Hub88BetRequest;
        result = await this.providerWallet.bet(tx, { ...play, transactionId: bet.transaction_uuid, amountKurus, roundClosed: bet.round_closed, play: 'bet' });
      } else if (call === 'transaction/win') {
        const win = t as Hub88WinRequest;
        result = await this.providerWallet.win(tx, { ...play, transactionId: win.transaction_uuid, betId: win.reference_transaction_uuid, amountKurus, roundClosed: win.round_closed });
      } else {
        const rollback = t as Hub88RollbackRequest;
        result = await this.providerWallet.rollback(tx, {
          ...play, transactionId: rollback.transaction_uuid, betId: rollback.reference_transaction_uuid, roundClosed: rollback.round_closed,
        });
      }
    } catch (error) {
      if (error instanceof ProviderRefusal) throw new Refused(REFUSAL_STATUS[error.code], error.code);
      // The protection guard's refusal (docs/providers.md "Player protection"): its message key is the reason kept.
      if (error instanceof ApiFailure && error.key.startsWith('protection.')) throw new Refused(protectionStatus(error), error.key);
      throw error;
    }
    onBooked(result);
    return money(result.balanceKurus);
  }

  private async balance(q: Queryable, playerId: number): Promise<number> {
    const row = await typed(q).selectFrom('wallets').select('balance_kurus').where('player_id', '=', playerId).executeTakeFirst();
    return Number(row?.balance_kurus ?? 0);
  }

  /** The player named `user` (his id as text) with his wallet's currency, country code and status; null when there is none. */
  private async playerOf(user: string, q: Queryable = this.db): Promise<Player | null> {
    if (!/^[1-9][0-9]{0,15}$/.test(user)) return null;
    const account = await hub88AccountOf(q, Number(user));
    return account ? { id: Number(user), ...account } : null;
  }

  /** The Hub88 game session of `token` for `playerId` (any age: `live` says whether it may still bet); null when unknown. */
  private async tokenOf(token: string | undefined, playerId: number): Promise<TokenRow | null> {
    if (token === undefined) return null;
    const row = await typed(this.db)
      .selectFrom('game_sessions')
      .select((eb) => ['id', 'player_id', 'login_session_id', 'game_code', eb('expires_at', '>', new Date()).as('live')])
      .where('token_hash', '=', hashToken(token))
      .where('launch_kind', '=', HUB88)
      .executeTakeFirst();
    if (!row || Number(row.player_id) !== playerId) return null;
    return { gameSessionId: Number(row.id), playerId, loginSessionId: Number(row.login_session_id), gameCode: row.game_code, live: Boolean(row.live) };
  }

  /** The recorded reply of `requestId`, parsed, or null; a pending record (a twin still running) reads as null. */
  private async stored(q: Queryable, requestId: string): Promise<StoredReply | null> {
    const row = await typed(q)
      .selectFrom('provider_requests')
      .select(['reply', 'status', 'request_hash'])
      .where('provider', '=', HUB88)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    if (!row || row.status === 'RS_PENDING') return null;
    return { ...(JSON.parse(row.reply) as Hub88Reply), text: row.reply, hash: row.request_hash };
  }

  /** A reply's text (a recorded one exactly as recorded) and its signature. */
  private reply(keys: Hub88WalletKeys | null, reply: Hub88Reply & { text?: string; hash?: string | null }): Hub88Answer {
    const { text, hash: _hash, ...fields } = reply;
    const body = text ?? JSON.stringify(fields);
    return { body, signature: keys ? signBody(body, keys.operatorPrivate) : '' };
  }
}

/** request_uuid and user of a body that could not be checked further, when they are readable strings. */
function echo(raw: string): Partial<Hub88Reply> {
  try {
    const body = JSON.parse(raw) as Record<string, unknown>;
    const out: Partial<Hub88Reply> = {};
    if (typeof body.request_uuid === 'string' && body.request_uuid.length <= 100) out.request_uuid = body.request_uuid;
    if (typeof body.user === 'string' && body.user.length <= 64) out.user = body.user;
    return out;
  } catch {
    return {};
  }
}
