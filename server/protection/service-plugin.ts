import fp from 'fastify-plugin';
import { ProtectionService } from './protection';
import { loadProtectionProfile } from './profile';
import type { ProtectionProfile } from './profile';

declare module 'fastify' {
  interface FastifyInstance {
    /** Player protection (docs/protection-enforcement.md, docs/player-protection-operator.md): profile, limits, reality checks, exclusions, guards. */
    protection: ProtectionService;
  }
}

export interface ProtectionPluginOptions {
  /** Player protection profile; default config/site.json `compliance` (read at start). */
  compliance?: ProtectionProfile;
}

/** The player-protection service, and the session watch that ends sessions when a session-time limit is used up. */
export const protectionPlugin = fp<ProtectionPluginOptions>(
  async (app, options) => {
    const protection = new ProtectionService(app.db, options.compliance ?? loadProtectionProfile(), app.notifications);
    // A used-up session-time limit ends the sessions at the next site call or hub connect.
    app.sessions.setWatch(async (session) => (await protection.sessionTime.check(session.playerId)) !== null);
    app.decorate('protection', protection);
  },
  { name: 'protection', dependencies: ['core'] },
);
