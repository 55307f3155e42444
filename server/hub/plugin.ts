import fp from 'fastify-plugin';
import { LocalFanout, NotifyFanout } from './fanout';
import type { Fanout } from './fanout';
import { Hub } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** The real-time hub (docs/realtime.md): pushes to a player's open sockets on every process. */
    hub: Hub;
  }
}

export interface HubPluginOptions {
  /** 'notify' fans pushes out through LISTEN/NOTIFY; default: 'notify' on PostgreSQL, 'local' on PGlite. */
  fanout?: 'local' | 'notify';
}

/** The hub service (its socket route is the realtime area, server/hub/hub-route.ts). Closed with the app. */
export const hubPlugin = fp<HubPluginOptions>(
  async (app, options) => {
    const fanout: Fanout = (options.fanout ?? (app.db.kind === 'postgres' ? 'notify' : 'local')) === 'notify' ? new NotifyFanout(app.db) : new LocalFanout(app.db);
    const hub = new Hub(fanout);
    await hub.start();
    app.addHook('onClose', async () => hub.close());
    app.decorate('hub', hub);
  },
  { name: 'hub', dependencies: ['platform'] },
);
