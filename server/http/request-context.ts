import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { ONCE_KEYWORD, TEXT_KEYWORD, isBrokenText } from './schema-rules';
import { defaultLocale, parseLocale } from '@server/i18n/locale';
import type { Locale } from '@server/i18n/locale';
import type { ActiveSession, ClientInfo } from '@server/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** From the x-locale header: an offered language code, site.defaultLanguage by default (server/i18n/locale.ts). */
    locale: Locale;
    /** Set by the auth pre-handlers; null for a visitor. */
    session: ActiveSession | null;
  }
}

/** Decorates every request with its locale (and an empty session slot filled by the auth pre-handlers). */
export function installRequestContext(app: FastifyInstance): void {
  app.decorateRequest('locale', defaultLocale());
  app.decorateRequest('session', null);
  // Callback hooks, not async ones: they run on every call, and a promise per hook is measurable there.
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = parseLocale(request.headers['x-locale']);
    try {
      refuseBadInput(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
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
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.method === 'POST' && request.body === undefined) request.body = {};
    done();
  });
}

/**
 * Path parameters and query values of every route, schema or not, static and demo routes included:
 * - a query key given more than once is refused (ONCE_KEYWORD). Fastify's query parser turns `?a=1&a=2` into an
 *   array, which no route expects (every query value is one string), so a handler reading `request.query.a` as a
 *   string would fail on it (docs/input-hardening.md);
 * - NUL and lone surrogates are refused (as every string of a body schema does through schema-rules.ts).
 * Both are thrown as a validation error, so the reply is the usual 400 envelope `<field> <rule in words>.` in the
 * request's locale, before any route-level hook (authentication included) or handler runs.
 */
function refuseBadInput(request: FastifyRequest): void {
  for (const [part, values] of [['params', request.params], ['querystring', request.query]] as const) {
    for (const [key, value] of Object.entries((values ?? {}) as Record<string, unknown>)) {
      const keyword = Array.isArray(value) ? ONCE_KEYWORD : [value].some((v) => typeof v === 'string' && isBrokenText(v)) ? TEXT_KEYWORD : null;
      if (!keyword) continue;
      const validation: ErrorObject[] = [{ keyword, instancePath: `/${key}`, schemaPath: '', params: {} }];
      throw Object.assign(new Error(`${part}.${key}: ${keyword === ONCE_KEYWORD ? 'given more than once' : 'broken text'}`), { statusCode: 400, validation, validationContext: part });
    }
  }
}

/** Longest bearer token looked up; session tokens are far shorter, so a longer one is no token at all. */
export const MAX_TOKEN_LENGTH = 512;

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** Where a request comes from, for the session history: IP, user agent and the x-fingerprint header. */
export function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip ?? null, userAgent: header(request, 'user-agent'), fingerprint: header(request, 'x-fingerprint') };
}

/** The bearer token of the authorization header, or null (also when longer than MAX_TOKEN_LENGTH). */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization') ?? '');
  return match && match[1].length <= MAX_TOKEN_LENGTH ? match[1] : null;
}
