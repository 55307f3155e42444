import fp from 'fastify-plugin';
import { createAuth, type AuthHandlers } from '../http/auth.ts';
import { CmsService } from '../services/cms.ts';
import { NotificationService } from '../services/notifications.ts';
import { PlayerService } from '../services/players.ts';
import { startSessionSweep } from '../services/session-sweep.ts';
import { SessionService } from '../services/sessions.ts';
import { WalletService } from '../services/wallet.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /** preHandlers: required / optional session (server/http/auth.ts). */
    auth: AuthHandlers;
    /** Player notifications: create(playerId, {type, title, note}) stores and pushes (issue 7). */
    notifications: NotificationService;
    /** The wallet and its ledger (docs/bonus-wallet.md). */
    wallet: WalletService;
    players: PlayerService;
    cms: CmsService;
  }
}

export interface CorePluginOptions {
  /** How often idle sessions are ended and dead sessions' hub sockets closed, ms; default 60 s (session-sweep.ts). */
  sessionSweepMs?: number;
}

/** The services most areas share: sessions and auth, notifications, wallet, players, CMS. */
export const corePlugin = fp<CorePluginOptions>(
  async (app, options) => {
    const sessions = new SessionService(app.db);
    const notifications = new NotificationService(app.db, app.hub);
    const wallet = new WalletService(app.db, notifications);
    const stopSweep = startSessionSweep(app.db, app.hub, options.sessionSweepMs);
    app.addHook('onClose', async () => stopSweep());
    app.decorate('sessions', sessions);
    app.decorate('auth', createAuth(sessions));
    app.decorate('notifications', notifications);
    app.decorate('wallet', wallet);
    app.decorate('players', new PlayerService(app.db, wallet, sessions));
    app.decorate('cms', new CmsService(app.db));
  },
  { name: 'core', dependencies: ['platform', 'hub'] },
);
