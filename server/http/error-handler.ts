import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pgErrorCode } from '@server/db/db';
import { parseLocale } from '@server/i18n/locale';
import { translate } from '@server/i18n/messages';
import { describeValidationError } from '@server/i18n/validation-messages';
import type { MessageKey } from '@server/i18n/messages';
import { ApiFailure } from './envelope';

/** Fastify's body-parser errors, each named in words so a client sees what was wrong with its body. */
const BODY_ERRORS: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'common.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'common.emptyJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'common.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'common.unsupportedMediaType',
};

/**
 * SQLSTATEs of input the database cannot hold, answered 400 'common.valueNotStorable' as a last line of
 * defence (the schemas refuse such input first, schema-rules.ts): 22P05 untranslatable character (NUL),
 * 22021 invalid byte sequence, 22003 numeric value out of range, 22P02 invalid text representation,
 * 22001 string too long for its column, 22008 datetime field overflow, 22007 invalid datetime format.
 */
const UNSTORABLE_INPUT = new Set(['22P05', '22021', '22003', '22P02', '22001', '22008', '22007']);

/** Fastify's routing errors, raised before any route or hook runs (frameworkErrors option), and their replies. */
const FRAMEWORK_ERRORS: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_BAD_URL: { status: 400, key: 'common.badUrl' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, key: 'common.urlTooLong' },
};

/**
 * Fastify `frameworkErrors` option: a URL that cannot be decoded (`/api/cms/content/%E0%A4%A`) or a path
 * parameter longer than maxParamLength gets the envelope in the x-locale language (400 / 414) instead of
 * Fastify's raw JSON; the reply goes through the onSend hooks, so it carries the security headers too.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = FRAMEWORK_ERRORS[error.code] ?? { status: 400, key: 'common.badRequest' as MessageKey };
  const locale = parseLocale(request.headers['x-locale']);
  void reply.code(known.status).send({ success: false, message: translate(locale, known.key), data: null });
}

/**
 * Installs the one error handler and the 404 handler for the API. No stack trace, SQL or driver text ever
 * reaches a client: unexpected errors become 500 'Internal error' and are logged with their detail.
 * - schema violation -> 400 '<field label> <rule in words>.' in the request's locale (docs/product.md §5);
 * - ApiFailure -> its status and localised message;
 * - a database error about input it cannot store (UNSTORABLE_INPUT) -> 400, logged as a warning;
 * - body errors from Fastify (bad JSON, empty JSON, body too large, wrong content type) -> their 4xx status
 *   with a localised message naming the problem; other client errors -> a generic 'Invalid request'.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale;
    if (error.validation) {
      const part = error.validationContext ?? 'body';
      const message = describeValidationError(error.validation, part === 'querystring' ? 'query' : part, locale);
      return reply.code(400).send({ success: false, message, data: null });
    }
    if (error instanceof ApiFailure) {
      if (error.status === 429 || (error.status === 503 && error.params.seconds !== undefined)) reply.header('retry-after', String(error.params.seconds ?? 60));
      return reply
        .code(error.status)
        .send({ success: false, message: error.text(locale), data: error.data });
    }
    if (UNSTORABLE_INPUT.has(pgErrorCode(error) ?? '')) {
      request.log.warn({ err: error }, 'input the database cannot store reached it');
      return reply.code(400).send({ success: false, message: translate(locale, 'common.valueNotStorable'), data: null });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const key = BODY_ERRORS[error.code] ?? 'common.badRequest';
      return reply.code(status).send({ success: false, message: translate(locale, key), data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ success: false, message: translate(locale, 'common.internalError'), data: null });
  });
}
