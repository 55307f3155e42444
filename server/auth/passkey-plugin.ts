import type { FastifyPluginAsync } from 'fastify';
import {
  authPasskeyLogin,
  authPasskeyLoginOptions,
  accountPasskeyRegister,
  accountPasskeyRegisterOptions,
  accountPasskeyRemove,
  accountPasskeyRename,
  accountPasskeys,
} from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { requestRelyingParty } from '@server/http/relying-party';
import { route } from '@server/http/route';
import { translate } from '@server/i18n/messages';
import { PasskeyService } from './passkeys';
import { requireFreshAuth } from './step-up';
import { openProvenSession } from './routes/open-session';

declare module 'fastify' {
  interface FastifyInstance {
    /** Passkeys (WebAuthn) of players: docs/security.md "Passkeys" (passkey area only). */
    passkeys: PasskeyService;
  }
}

/**
 * The passkey area (docs/security.md "Passkeys"): a player registers, lists, renames and removes his passkeys
 * (customer/passkey*), and anyone signs in with one, without a password (auth/passkeyloginoptions + auth/passkeylogin).
 * Each ceremony is two calls: the options (with a challenge stored in the database, single-use, PASSKEY_CHALLENGE_TTL_MS)
 * and the browser's answer, verified against the request's own RP ID and origin.
 */
export const passkeyArea: FastifyPluginAsync = async (app) => {
  app.decorate('passkeys', new PasskeyService(app.db));
  const keys = app.rateLimiter.keys;
  /**
   * POST /api/customer/passkeyregisteroptions -> data: PasskeyCreationOptions. Behind the step-up guard: a stolen
   * session alone cannot add a way in (403 {reauth: {methods}} unless re-authenticated within the window;
   * docs/security.md "Step-up"). 400 'passkey.tooMany', 'passkey.needsHostName'; 401 without a session.
   */
  route(app, accountPasskeyRegisterOptions, { preHandler: app.auth.required }, async (request) => {
    await requireFreshAuth(app, request);
    const { playerId } = sessionOf(request);
    const rp = requestRelyingParty(app, request);
    const profile = await app.players.profile(playerId);
    return ok(await app.passkeys.registrationOptions({ id: playerId, usercode: profile.usercode, username: profile.username }, rp));
  });

  /**
   * POST /api/customer/passkeyregister {name, credential} -> data: PasskeyItem, the new passkey. The challenge is the
   * one registerOptions issued to this player. 400 'passkey.challengeExpired', 'passkey.verificationFailed',
   * 'passkey.alreadyRegistered', 'passkey.tooMany'; 401 without a session.
   */
  route(app, accountPasskeyRegister, { preHandler: app.auth.required }, async (request) => {
    const { playerId } = sessionOf(request);
    const item = await app.passkeys.register(playerId, requestRelyingParty(app, request), request.body.credential, request.body.name.trim());
    return ok(item, translate(request.locale, 'passkey.registered'));
  });

  /** GET /api/customer/passkeys -> data: {items: PasskeyItem[]}, oldest first; 401 without a session. */
  route(app, accountPasskeys, { preHandler: app.auth.required }, async (request) => {
    return ok({ items: await app.passkeys.list(sessionOf(request).playerId) });
  });

  /** POST /api/customer/passkeyrename {id, name}; 400 'passkey.notFound' (not one of the caller's); 401 without a session. */
  route(app, accountPasskeyRename, { preHandler: app.auth.required }, async (request) => {
    await app.passkeys.rename(sessionOf(request).playerId, request.body.id, request.body.name.trim());
    return ok(null, translate(request.locale, 'passkey.renamed'));
  });

  /**
   * POST /api/customer/passkeyremove {id}: removing a way in is behind the step-up guard (403 {reauth: {methods}}
   * unless re-authenticated within the window). 400 'passkey.notFound'; 401 without a session.
   */
  route(app, accountPasskeyRemove, { preHandler: app.auth.required }, async (request) => {
    await requireFreshAuth(app, request);
    const { playerId } = sessionOf(request);
    await app.passkeys.remove(playerId, request.body.id);
    return ok(null, translate(request.locale, 'passkey.removed'));
  });

  /** POST /api/auth/passkeyloginoptions -> data: PasskeyRequestOptions (any discoverable passkey); 429 past passkeyOptions per IP. */
  route(app, authPasskeyLoginOptions, { preValidation: app.rateLimiter.guard({ passkeyOptions: keys.ip }) }, async (request) => {
    return ok(await app.passkeys.loginOptions(requestRelyingParty(app, request)));
  });

  /**
   * POST /api/auth/passkeylogin {credential, withdrawOnly?} -> data: SessionData, as auth/login (the same checks after
   * the proof: openProvenSession). 400 'passkey.challengeExpired', 'passkey.unknownCredential',
   * 'passkey.verificationFailed', 'auth.accountBlocked', the protection guard's refusals; 429 past passkeyLogin per IP.
   */
  route(app, authPasskeyLogin, { preValidation: app.rateLimiter.guard({ passkeyLogin: keys.ip }) }, async (request) => {
    const playerId = await app.passkeys.login(requestRelyingParty(app, request), request.body.credential);
    const player = await app.players.admit(playerId);
    return openProvenSession(app, request, player, request.body.withdrawOnly === true);
  });
};
