import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import type { ActiveSession, SessionService } from '@server/auth/sessions';
import { ApiFailure } from './envelope';
import { endingRefusal } from '@server/protection/session-watch';
import { bearerToken } from './request-context';
import { refuseOutsideWithdrawOnly } from './withdraw-only';

export interface AuthHandlers {
  /** Pre-handler of protected calls: 401 {success:false} without a live session (docs/product.md §4 Unauthorised reply). */
  required: preHandlerHookHandler;
  /** Pre-handler that fills request.session when a live token is sent, and lets visitors through. */
  optional: preHandlerHookHandler;
}

/**
 * Builds the auth pre-handlers over the session service. Callback hooks, not async ones: a session the read model
 * answers as it is (SessionService.cached) is set without a promise, which is most calls (the balance poll, the
 * lobby; docs/read-models.md "Answered without a promise"); anything else (a visitor, a miss, a last_seen write or session watch due) takes the async path.
 */
export function createAuth(sessions: SessionService): AuthHandlers {
  const resolve = async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    request.session = token ? await sessions.resolve(token) : null;
  };
  const requireSession = async (request: FastifyRequest): Promise<void> => {
    await resolve(request);
    if (!request.session) {
      // A session a protection rule ended says why and until when.
      const ending = await sessions.endingOf(bearerToken(request) ?? '');
      throw ending ? endingRefusal(ending) : new ApiFailure(401, 'auth.unauthorized');
    }
    refuseOutsideWithdrawOnly(request);
  };
  /** The session when memory answers it as it is, else undefined (no token: undefined too, the async path decides). */
  const cachedSession = (request: FastifyRequest): ActiveSession | undefined => {
    const token = bearerToken(request);
    return token ? sessions.cached(token) : undefined;
  };
  return {
    required(request, _reply, done) {
      const session = cachedSession(request);
      if (session === undefined) return void requireSession(request).then(() => done(), done);
      request.session = session;
      try {
        refuseOutsideWithdrawOnly(request);
      } catch (error) {
        return done(error as Error);
      }
      done();
    },
    optional(request, _reply, done) {
      const session = cachedSession(request);
      if (session === undefined) return void resolve(request).then(() => done(), done);
      request.session = session;
      done();
    },
  };
}

/** The session of a request behind `required`; throws ApiFailure 401 if a route forgot the pre-handler. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.session) throw new ApiFailure(401, 'auth.unauthorized');
  return request.session;
}

/**
 * Makes `auth.required` run first, in onRequest, wherever a route lists it as a preHandler: Fastify would
 * otherwise parse and validate the body before it, so a visitor's bad body got 400 instead of the 401 that
 * logs the client out (docs/product.md §4), and a rate limit would count a visitor's attempts against a player.
 * Install before the routes are registered (it rewrites their options as they are added).
 */
export function installAuthFirst(app: FastifyInstance, auth: AuthHandlers): void {
  app.addHook('onRoute', (route) => {
    const preHandlers = route.preHandler === undefined ? [] : [route.preHandler].flat();
    if (!preHandlers.includes(auth.required)) return;
    const rest = preHandlers.filter((hook) => hook !== auth.required);
    route.preHandler = rest.length > 0 ? rest : undefined;
    const onRequest = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [auth.required as unknown as onRequestHookHandler, ...onRequest];
  });
}
