import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, parseLocale } from '../i18n/locale.ts';
import type { Locale } from '../i18n/locale.ts';
import type { ActiveSession, ClientInfo } from '../services/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** From the x-locale header; tr by default (spec §1). */
    locale: Locale;
    /** Set by the auth pre-handlers; null for a visitor. */
    session: ActiveSession | null;
  }
}

/** Decorates every request with its locale (and an empty session slot filled by the auth pre-handlers). */
export function installRequestContext(app: FastifyInstance): void {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    request.locale = parseLocale(request.headers['x-locale']);
  });
  // The client sends no body on POST calls without a payload (e.g. cms/siteoptionlist); treat that as {} so
  // schemas report the missing fields by name instead of 'body: must be an object'.
  // Spec §7: every request sends JSON headers, bodyless POSTs included; Fastify would refuse an empty
  // application/json body, so it is read as no body (then {} above). Anything else goes through Fastify's own
  // parser, which refuses __proto__/constructor poisoning.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.length === 0) return done(null, undefined);
    return parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body === undefined) request.body = {};
  });
}

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** Where a request comes from, for the session history: IP, user agent and the x-fingerprint header. */
export function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip ?? null, userAgent: header(request, 'user-agent'), fingerprint: header(request, 'x-fingerprint') };
}

/** The bearer token of the authorization header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization') ?? '');
  return match ? match[1] : null;
}
