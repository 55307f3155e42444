import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { ApiFailure } from './envelope.ts';

export interface RateLimitRule {
  /** Attempts allowed per window. */
  max: number;
  /** Window length, ms. */
  windowMs: number;
}

/**
 * Fixed-window counter per key, in this process's memory. Enough for one server process; several processes
 * each count on their own (a shared limiter would live in the database or a proxy).
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly rule: RateLimitRule) {}

  /** Counts one attempt for `key`; returns 0 when allowed, else the seconds until the window resets. */
  hit(key: string, now = Date.now()): number {
    if (this.hits.size > 10_000) this.prune(now);
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.rule.windowMs };
      this.hits.set(key, entry);
    }
    entry.count += 1;
    return entry.count > this.rule.max ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 0;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

/**
 * A preValidation hook that refuses with 429 and a localised 'try again in N seconds' once `keyOf` has used
 * up its attempts. Runs before validation so malformed attempts count too.
 */
export function rateLimit(rule: RateLimitRule, keyOf: (request: FastifyRequest) => string): preValidationAsyncHookHandler {
  const limiter = new RateLimiter(rule);
  return async (request) => {
    const seconds = limiter.hit(keyOf(request));
    if (seconds > 0) throw new ApiFailure(429, 'common.tooManyRequests', { seconds });
  };
}
