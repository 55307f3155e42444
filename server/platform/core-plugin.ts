import fp from 'fastify-plugin';
import { createAuth, type AuthHandlers } from '@server/http/auth';
import { CmsService } from '@server/cms/cms';
import { NotificationService } from '@server/notifications/notifications';
import { PlayerService } from '@server/account/players';
import { SessionControl } from '@server/auth/session-control';
import type { PlaceResolver } from '@server/auth/ip-place';
import { startSessionSweep } from '@server/auth/session-sweep';
import { SessionService } from '@server/auth/sessions';
import { StepUpService, stepUpRules, type StepUpRules } from '@server/auth/step-up';
import { WalletService } from '@server/wallet/wallet';
import { TwoStepService } from '@server/auth/two-step';
import { openSecretBox } from './secret-box';
import { hasPasskeys } from '@server/auth/passkeys';
import { watchReadModels } from './read-models';
import { FANOUT_CHANNEL, parseEnvelope } from '@server/hub/fanout';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /** preHandlers: required / optional session (server/http/auth.ts). */
    auth: AuthHandlers;
    /** Player notifications: create(playerId, {type, title, note}) stores and pushes. */
    notifications: NotificationService;
    /** The wallet and its ledger (docs/bonus-wallet.md). */
    wallet: WalletService;
    players: PlayerService;
    cms: CmsService;
    /** Two-step sign-in: authenticator, recovery codes, login tickets (docs/security.md "Two-step sign-in"). */
    twoStep: TwoStepService;
    /** The player's live sessions, hub tickets and new-device notices (docs/security.md "Sessions and tokens"). */
    sessionControl: SessionControl;
    /** Step-up re-authentication and the payout hold's length (server/auth/step-up.ts, docs/security.md). */
    stepUp: StepUpService;
  }
}

export interface CorePluginOptions {
  /** How often idle sessions are ended and dead sessions' hub sockets closed, ms; default 60 s (session-sweep.ts). */
  sessionSweepMs?: number;
  /** Approximate place of a session's IP (ip-place.ts); default DemoPlaceResolver (local ranges, else unknown). */
  placeResolver?: PlaceResolver;
  /** Step-up window and payout hold; default server/auth/step-up.ts STEP_UP_DEFAULTS (5 min, 24 h). */
  stepUp?: Partial<StepUpRules>;
  /** SECRETS_KEY (32 bytes): seals the authenticator secrets at rest; unset = the database's development key (secret-box.ts). */
  secretsKey?: Buffer;
}

/** The services most areas share: sessions and auth, notifications, wallet, players, CMS, step-up. */
export const corePlugin = fp<CorePluginOptions>(
  async (app, options) => {
    // First: a key that does not open the stored authenticator secrets stops the start before anything runs, and
    // secrets still in clear are sealed (docs/security.md "Two-step sign-in").
    const twoStep = new TwoStepService(app.db, await openSecretBox(app.db, options.secretsKey));
    await twoStep.sealStoredSecrets();
    const sessions = new SessionService(app.db);
    const notifications = new NotificationService(app.db, app.hub);
    const wallet = new WalletService(app.db, notifications);
    const sessionControl = new SessionControl(app.db, notifications, options.placeResolver);
    const stopSweep = startSessionSweep(app.db, app.hub, options.sessionSweepMs);
    app.addHook('onClose', async () => stopSweep());
    // docs/read-models.md: the session and balance read models hear of every change at its commit.
    const unwatch = await watchReadModels(app.db, [sessions.cache, wallet]);
    const unwatchRevocations = await app.db.listen(FANOUT_CHANNEL, (payload) => {
      const envelope = parseEnvelope(payload);
      if (envelope?.to === 'revoke-sessions') sessions.cache.revokeSessions(envelope.sessionIds);
      else if (envelope?.to === 'revoke-player') sessions.cache.revokePlayer(envelope.playerId);
    });
    app.addHook('onClose', async () => {
      await unwatch();
      await unwatchRevocations();
    });
    app.decorate('sessions', sessions);
    app.decorate('auth', createAuth(sessions));
    app.decorate('notifications', notifications);
    app.decorate('wallet', wallet);
    app.decorate('players', new PlayerService(app.db, wallet, sessions));
    app.decorate('cms', new CmsService(app.db));
    app.decorate('twoStep', twoStep);
    app.decorate('sessionControl', sessionControl);
    // Every factor the player has re-authenticates him (docs/security.md "Step-up"): the password, then the
    // authenticator app when it is on, then a passkey when he has one.
    const stepUp = new StepUpService(app.db, stepUpRules(options.stepUp));
    stepUp.addMethod({ method: 'totp', applies: (playerId) => twoStep.isOn(playerId) });
    stepUp.addMethod({ method: 'passkey', applies: (playerId) => hasPasskeys(app.db, playerId) });
    app.decorate('stepUp', stepUp);
  },
  { name: 'core', dependencies: ['platform', 'hub'] },
);
