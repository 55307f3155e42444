import type { preValidationAsyncHookHandler } from 'fastify';
import type { Queryable } from '@server/db/db';
import { ApiFailure } from './envelope';
import { LimitKeys } from './rate-limit-keys';
import type { KeyOf } from './rate-limit-keys';
import { RateLimitStore } from './rate-limit-store';
import type { RateLimitHit, RateLimitRule } from './rate-limit-store';

export type { KeyOf } from './rate-limit-keys';
export type { RateLimitRule } from './rate-limit-store';

/** One rule of a route: counted under `name` in the shared table, `rule.max` attempts per `rule.windowMs` per key. */
export interface RateLimitCheck {
  name: string;
  rule: RateLimitRule;
  keyOf: KeyOf;
}

/**
 * A preValidation hook counting one attempt against every check whose key applies (null = skip), in one database
 * statement shared by all processes (RateLimitStore); once any of them is over its max it refuses with
 * ApiFailure 429 'common.tooManyRequests' {seconds} (the envelope, and Retry-After: seconds until the longest of
 * the exceeded windows ends). Runs before validation, so malformed attempts count too; refused attempts count.
 */
export function rateLimit(store: RateLimitStore, checks: readonly RateLimitCheck[]): preValidationAsyncHookHandler {
  return async (request) => {
    const hits: RateLimitHit[] = [];
    for (const check of checks) {
      const key = await check.keyOf(request);
      if (key !== null) hits.push({ name: check.name, rule: check.rule, key });
    }
    const seconds = await store.hit(hits);
    if (seconds > 0) throw new ApiFailure(429, 'common.tooManyRequests', { seconds });
  };
}

/**
 * What routes use (app.rateLimiter): `guard({ ruleName: keyOf, ... })` gives the preValidation hook for the named
 * rules of `rules` (e.g. app.rateLimits), `keys` the normalised identities to count by. Declarative:
 *   preValidation: app.rateLimiter.guard({ login: keys.ipAndAccount, loginAccount: keys.account })
 */
export class RateLimiter<Rules extends { [name in keyof Rules]: RateLimitRule }> {
  readonly store: RateLimitStore;
  readonly keys: LimitKeys;

  constructor(
    db: Queryable,
    readonly rules: Rules,
  ) {
    this.store = new RateLimitStore(db);
    this.keys = new LimitKeys(db);
  }

  /** The hook counting each named rule of `rules` under the key its function gives. */
  guard(keyOf: { [name in keyof Rules]?: KeyOf }): preValidationAsyncHookHandler {
    const checks: RateLimitCheck[] = [];
    for (const name of Object.keys(keyOf) as (keyof Rules & string)[]) {
      const key = keyOf[name];
      if (key) checks.push({ name, rule: this.rules[name], keyOf: key });
    }
    return rateLimit(this.store, checks);
  }

  /**
   * Counts one attempt of each named rule under `key` outside a route's hook (e.g. work done after the reply);
   * true while every one is within its max.
   */
  async within(names: readonly (keyof Rules & string)[], key: string): Promise<boolean> {
    return (await this.store.hit(names.map((name) => ({ name, rule: this.rules[name], key })))) === 0;
  }
}
