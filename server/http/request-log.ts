/**
 * The server's log (docs/operations.md "Logs"): Fastify's own pino logger writing JSON lines, one line per request
 * (`msg: "request"`) with its request id, route, status, time and player, and no secret in any line.
 *
 * - Request id: the X-Request-Id of a proxy that TRUST_PROXY trusts (the socket's peer), when it is a plain token
 *   (letters, digits, `.`, `_`, `:`, `-`, at most 64), else a fresh UUID: a client's own id never names a line; every line of the request carries it as `reqId`, and every reply sends it back as X-Request-Id
 *   (the site shows it in its error toasts as "reference: …").
 * - Redaction: the request line never holds a body or a header, its URL has the values of secret-looking query keys
 *   (token, password, code, session, IBAN, card …) and any run of 12 or more digits (card numbers, IBANs) replaced by
 *   `[redacted]`, and pino's `redact` censors such keys in whatever an error line logs.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { REQUEST_ID_HEADER } from '@contracts/domain/request-id';
import type { ProxyTrust } from './trust-proxy';

const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** The LOG_LEVEL values (pino's levels; 'silent' logs nothing). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where log lines go: an object with `write(line)` (pino's destination); default stdout. */
export interface LogStream {
  write(line: string): void;
}

/**
 * Fastify's genReqId under `trust` (server/http/trust-proxy.ts): the X-Request-Id of `raw` when its socket's peer is a
 * trusted proxy and the id is a plain token, else a new UUID.
 */
export function requestIdOf(trust: ProxyTrust | false): (raw: IncomingMessage) => string {
  return (raw) => {
    const sent = raw.headers[REQUEST_ID_HEADER];
    return trust && typeof sent === 'string' && REQUEST_ID.test(sent) && trust(raw.socket.remoteAddress, 0) ? sent : randomUUID();
  };
}

/** Keys whose values are secrets or payment data, wherever they appear (query keys, logged objects). */
const SECRET_KEY = /token|password|passwd|secret|code|otp|pin|session|ticket|iban|card|pan|cvv|cvc|account|authori[sz]ation|cookie|key/i;
/** A run of digits as long as a card number or the digits of an IBAN. */
const LONG_DIGITS = /\d{12,}/g;
const CENSOR = '[redacted]';

/** `url` (path and query as requested) with secret-looking query values and long digit runs replaced by [redacted]. */
export function safeUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).replace(LONG_DIGITS, CENSOR);
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      if (eq < 0) return pair.replace(LONG_DIGITS, CENSOR);
      return SECRET_KEY.test(key) ? `${key}=${CENSOR}` : `${key}=${pair.slice(eq + 1).replace(LONG_DIGITS, CENSOR)}`;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Keys pino's redact censors at the top of a logged object and one level down (`err`, `req`, `body`, …). */
const REDACTED_KEYS = ['authorization', 'cookie', 'password', 'newPassword', 'currentPassword', 'token', 'code', 'iban', 'cardNumber', 'accountId', 'secret', 'body', 'headers'];

/**
 * Fastify's logger option: JSON lines at `level` to `stream` (default stdout), `reqId` on every line of a request,
 * secrets censored (module comment). `false` logs nothing.
 */
export function loggerOptions(level: LogLevel, stream?: LogStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_KEYS.flatMap((key) => [key, `*.${key}`]), censor: CENSOR },
  };
}

/** Fastify options that go with the logger: request ids from requestIdOf(trust), Fastify's own two lines per request off. */
export function requestIdOptions(trust: ProxyTrust | false): FastifyServerOptions {
  return {
    genReqId: requestIdOf(trust),
    requestIdHeader: false,
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'reqId' }),
  };
}

/**
 * Sends every reply's request id as X-Request-Id and writes the request's line when its reply is sent:
 * `{reqId, msg: "request", method, route, url, status, ms, playerId}` at info (route: the matched pattern, null when
 * none matched; playerId: null for a visitor).
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        url: safeUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        playerId: request.session?.playerId ?? null,
      },
      'request',
    );
    done();
  });
}
