/**
 * Draining (docs/operations.md "Deploys"): a process told to stop (SIGTERM, the primary's shutdown message of a
 * rolling restart) first stops taking new work and then closes, within a bound:
 * 1. `draining` for `delayMs` (DRAIN_DELAY_SECONDS) while the process still listens and answers: GET
 *    /api/health/ready (and /api/health) answer 503 so a load balancer takes the process out of rotation, and every
 *    reply carries `Connection: close`, so each kept-alive connection ends after its next reply. A connection that
 *    stays idle that long has been dropped by its client already (Node's fetch keeps idle ones 4 s), so step 2 cannot
 *    close a connection under a request the client is just sending;
 * 2. `app.close()`: the listener stops (in a cluster the primary hands new connections to the other workers), idle
 *    connections are closed, requests in flight finish, and the hub closes every socket with a SignalR Close that
 *    allows reconnect (server/hub/hub.ts), so clients come back to another process on their own;
 * 3. past `timeoutMs` (from the start) whatever is left is cut and the caller exits non-zero.
 */
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process is draining (set by drainAndClose; read by the readiness check and every reply). */
    lifecycle: { draining: boolean };
  }
}

/** Decorates app.lifecycle and adds `Connection: close` to every reply while draining. */
export function installDrain(app: FastifyInstance): void {
  app.decorate('lifecycle', { draining: false });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

/** Default DRAIN_DELAY_SECONDS, ms: longer than the 4 s Node's fetch keeps an idle connection. */
export const DRAIN_DELAY_MS = 5_000;

/**
 * Drains and closes `app` (module comment): resolves true when everything closed within `timeoutMs`, false when the
 * bound cut it short (open connections destroyed). Never rejects for a slow close; rejects when closing fails.
 */
export async function drainAndClose(app: FastifyInstance, timeoutMs: number, delayMs = DRAIN_DELAY_MS): Promise<boolean> {
  app.lifecycle.draining = true;
  if (app.hasDecorator('metrics')) app.metrics.draining.set(1);
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(delayMs, timeoutMs)));
  timeoutMs = Math.max(0, timeoutMs - delayMs);
  let timer: NodeJS.Timeout | undefined;
  const cut = new Promise<false>((resolve) => {
    timer = setTimeout(() => {
      app.server.closeAllConnections();
      resolve(false);
    }, timeoutMs);
    timer.unref();
  });
  try {
    return await Promise.race([app.close().then(() => true as const), cut]);
  } finally {
    clearTimeout(timer);
  }
}
