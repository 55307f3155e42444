import fp from 'fastify-plugin';
import { PASSWORD_CHALLENGE_DEFAULTS, PasswordGuard, TEST_MODE_PASSWORD_CHALLENGE } from './password-guard';
import type { PasswordChallengeOptions } from './password-guard';
import { deriveKey } from '@server/platform/secret-box';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site-wide password-failure breaker and its challenge (services/password-guard.ts; docs/security.md). */
    passwordGuard: PasswordGuard;
  }
}

/**
 * Decorates app.passwordGuard: the breaker counts under app.rateLimits.passwordFailures; the challenge's difficulty
 * and hold are PASSWORD_CHALLENGE_DEFAULTS (test mode: TEST_MODE_PASSWORD_CHALLENGE), with `options` over them.
 * The HMAC key that signs challenges: options.challenge.hmacKey, else ALTCHA_HMAC_KEY, else one derived from
 * SECRETS_KEY (always set in production), else the database's development key: a key kept beside the data would let
 * anyone who reads the database forge solved challenges (docs/security.md "Password spraying").
 * Needs the platform plugin (db, mode, rateLimiter).
 */
export const passwordGuardPlugin = fp<{ challenge?: Partial<PasswordChallengeOptions>; secretsKey?: Buffer }>(
  async (app, options) => {
    const base = app.mode === 'test' ? TEST_MODE_PASSWORD_CHALLENGE : PASSWORD_CHALLENGE_DEFAULTS;
    const derived = options.secretsKey ? deriveKey(options.secretsKey, 'altcha-hmac').toString('hex') : undefined;
    const hmacKey = options.challenge?.hmacKey ?? process.env.ALTCHA_HMAC_KEY ?? derived;
    const guard = await PasswordGuard.open(app.db, app.rateLimiter.store, app.rateLimits.passwordFailures, { ...base, ...options.challenge, hmacKey });
    app.decorate('passwordGuard', guard);
  },
  { name: 'password-guard', dependencies: ['platform'] },
);
