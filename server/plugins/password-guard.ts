import fp from 'fastify-plugin';
import { PASSWORD_CHALLENGE_DEFAULTS, PasswordGuard, TEST_MODE_PASSWORD_CHALLENGE } from '../services/password-guard.ts';
import type { PasswordChallengeOptions } from '../services/password-guard.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site-wide password-failure breaker and its challenge (services/password-guard.ts; docs/security.md). */
    passwordGuard: PasswordGuard;
  }
}

/**
 * Decorates app.passwordGuard: the breaker counts under app.rateLimits.passwordFailures; the challenge's difficulty
 * and hold are PASSWORD_CHALLENGE_DEFAULTS (test mode: TEST_MODE_PASSWORD_CHALLENGE), with `options` over them.
 * Needs the platform plugin (db, mode, rateLimiter).
 */
export const passwordGuardPlugin = fp<{ challenge?: Partial<PasswordChallengeOptions> }>(
  async (app, options) => {
    const base = app.mode === 'test' ? TEST_MODE_PASSWORD_CHALLENGE : PASSWORD_CHALLENGE_DEFAULTS;
    const guard = await PasswordGuard.open(app.db, app.rateLimiter.store, app.rateLimits.passwordFailures, { ...base, ...options.challenge });
    app.decorate('passwordGuard', guard);
  },
  { name: 'password-guard', dependencies: ['platform'] },
);
