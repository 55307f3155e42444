import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import { sessionOf } from '@server/http/auth';
import { ApiFailure } from '@server/http/envelope';
import { REAUTH_STATUS } from '@contracts/domain/step-up';
import type { ReauthMethod, ReauthRefusal } from '@contracts/domain/step-up';

/** The step-up settings (docs/security.md "Step-up"): STEP_UP_WINDOW_MINUTES and PAYOUT_HOLD_HOURS at start. */
export interface StepUpRules {
  /** How long a login or a re-authentication counts as fresh, ms; default 5 minutes. */
  windowMs: number;
  /** How long a withdrawal to a payout destination the player never used is held before approval, ms; default 24 h. */
  payoutHoldMs: number;
}

export const STEP_UP_DEFAULTS: StepUpRules = { windowMs: 5 * 60_000, payoutHoldMs: 24 * 3_600_000 };

/** `given` over STEP_UP_DEFAULTS; an unset (undefined) setting keeps its default. */
export function stepUpRules(given: Partial<StepUpRules> = {}): StepUpRules {
  return { windowMs: given.windowMs ?? STEP_UP_DEFAULTS.windowMs, payoutHoldMs: given.payoutHoldMs ?? STEP_UP_DEFAULTS.payoutHoldMs };
}

/**
 * A way to re-authenticate that applies to some players (a second factor the player has switched on): `applies`
 * answers for one player. The password applies to everyone and is always first.
 */
export interface ReauthMethodSource {
  method: ReauthMethod;
  applies(playerId: number): Promise<boolean>;
}

/** Whether a session is fresh, read once; `require()` throws the step-up refusal when it is not. */
export interface FreshAuth {
  fresh: boolean;
  /** Throws ApiFailure 403 'auth.reauthRequired' with data ReauthRefusal unless fresh. */
  require(): void;
}

/**
 * Step-up re-authentication (docs/security.md "Step-up"): a session remembers when its player last proved himself
 * again (sessions.reauth_at, POST auth/reauth); calls that let an account be taken over or money leave it ask
 * that this, or the login itself, is within `windowMs` by the database clock, else refuse with HTTP 403
 * {reauth: {methods}} (contracts/domain/step-up.ts), which the site answers with its "Confirm it's you" dialog.
 */
export class StepUpService {
  private readonly sources: ReauthMethodSource[] = [];

  constructor(
    private readonly db: Db,
    readonly rules: StepUpRules,
  ) {}

  /** Adds a re-authentication method offered to the players it applies to (a second factor), after the password. */
  addMethod(source: ReauthMethodSource): void {
    this.sources.push(source);
  }

  /** The methods `playerId` may re-authenticate with, password first. */
  async methodsFor(playerId: number): Promise<ReauthMethod[]> {
    const methods: ReauthMethod[] = ['password'];
    for (const source of this.sources) if (!methods.includes(source.method) && (await source.applies(playerId))) methods.push(source.method);
    return methods;
  }

  /** Marks session `sessionId` re-authenticated now (database clock); call only after the proof was checked. */
  async markReauthenticated(sessionId: number): Promise<void> {
    await typed(this.db).updateTable('sessions').set({ reauth_at: sql<Date>`now()` }).where('id', '=', sessionId).execute();
  }

  /**
   * Whether the session's last re-authentication, or its login, is within the window by the database clock;
   * read outside any transaction (so a caller can pass the answer into its own). An ended session is never fresh.
   */
  async state(session: { sessionId: number; playerId: number }): Promise<FreshAuth> {
    const window = sql`${this.rules.windowMs}::bigint * interval '1 millisecond'`;
    const row = await typed(this.db)
      .selectFrom('sessions')
      .select(sql<boolean>`greatest(created_at, coalesce(reauth_at, created_at)) >= now() - ${window}`.as('fresh'))
      .where('id', '=', session.sessionId)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    const fresh = row?.fresh === true;
    const methods = fresh ? [] : await this.methodsFor(session.playerId);
    return {
      fresh,
      require: () => {
        if (!fresh) throw reauthRequired(methods);
      },
    };
  }

  /** Throws the step-up refusal unless the session is fresh (see `state`). */
  async require(session: { sessionId: number; playerId: number }): Promise<void> {
    (await this.state(session)).require();
  }
}

/** The step-up refusal: HTTP 403, message 'auth.reauthRequired', data {reauth: {methods}}. */
export function reauthRequired(methods: ReauthMethod[]): ApiFailure {
  const data: ReauthRefusal = { reauth: { methods } };
  return new ApiFailure(REAUTH_STATUS, 'auth.reauthRequired', {}, data);
}

/**
 * The guard of a route behind auth.required whose whole call needs a fresh re-authentication (e.g. a phone
 * change): throws the step-up refusal (403) when the caller's session is not fresh. Routes that need it only for
 * some requests (a new payout destination, a raised limit) read `app.stepUp.state(session)` and decide.
 */
export async function requireFreshAuth(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  await app.stepUp.require(sessionOf(request));
}
