import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import { phoneLimitKey } from '@server/account/phones';
import { sessionOf } from './auth';
import { storableKey } from './rate-limit-store';

/** The key a rule counts for one request, or null when the rule does not apply to it (e.g. step 2 of a flow). */
export type KeyOf = (request: FastifyRequest) => string | null | Promise<string | null>;

interface Account {
  /** 'player:<id>' when a player answers to the username, else 'name:<the database's lower() of it>'. */
  key: string;
}

/** Longest username worth looking up (the schemas allow 35 for login, 50 for recovery); longer ones match nobody. */
const MAX_LOOKUP_LENGTH = 100;

/** A top-level field of the raw (not yet validated) JSON body, or undefined. */
export function bodyField(request: FastifyRequest, name: string): unknown {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;
}

/**
 * The identities rate limits count by, normalised the way the database finds accounts, so that spelling variants
 * share one budget: a username is resolved with the same `lower(username) = lower($1)` the login and recovery
 * queries use and keyed by the player's id (so 'İ', 'I' and 'i' spellings that reach one player are one key);
 * a username nobody has is keyed by the database's lower() of it. Phones are keyed in E.164 (phoneLimitKey).
 * The lookup runs once per request (memoised), and never for a username that cannot be anyone's (not text, NUL,
 * over 100 characters): those get a key of their own without touching the database.
 */
export class LimitKeys {
  private readonly accounts = new WeakMap<FastifyRequest, Promise<Account | null>>();

  constructor(private readonly db: Queryable) {}

  /** 'ip:<request.ip>' (see buildApp's trustProxy for where that address comes from). */
  readonly ip: KeyOf = (request) => `ip:${request.ip}`;

  /** The account named by body.username, whatever the IP; null when there is no username text. */
  readonly account: KeyOf = async (request) => (await this.accountOf(request))?.key ?? null;

  /** The account named by body.username from this IP ('ip:<ip>|<account>'; '|-' without a username). */
  readonly ipAndAccount: KeyOf = async (request) => `ip:${request.ip}|${(await this.accountOf(request))?.key ?? '-'}`;

  /** The logged-in player ('player:<id>'); only on routes whose auth runs first (auth.required). */
  readonly sessionPlayer: KeyOf = (request) => `player:${sessionOf(request).playerId}`;

  /** body.phone as 'phone:<E.164>' (server/account/phones.ts phoneLimitKey); null when it is not text. */
  readonly bodyPhone: KeyOf = (request) => {
    const phone = bodyField(request, 'phone');
    return typeof phone === 'string' ? storableKey(phoneLimitKey(phone)) : null;
  };

  private accountOf(request: FastifyRequest): Promise<Account | null> {
    let account = this.accounts.get(request);
    if (!account) {
      account = this.lookUp(bodyField(request, 'username'));
      this.accounts.set(request, account);
    }
    return account;
  }

  private async lookUp(username: unknown): Promise<Account | null> {
    if (typeof username !== 'string') return null;
    if (username.length > MAX_LOOKUP_LENGTH || storableKey(username) !== username) return { key: storableKey(`name:${username}`) };
    // One row whether or not a player matches, with the database's own lower() of the name (so case variants of an
    // unknown name share one key): a LEFT JOIN from a one-row constant, which the builder cannot start from.
    const { rows } = await sql<{ folded: string; id: number | null }>`
      SELECT lower(${username}::text) AS folded, p.id
      FROM (SELECT 1) AS one LEFT JOIN players p ON lower(p.username) = lower(${username}::text) LIMIT 1`.execute(typed(this.db));
    const row = rows[0];
    if (row?.id != null) return { key: `player:${row.id}` };
    return { key: storableKey(`name:${row?.folded ?? username}`) };
  }
}
