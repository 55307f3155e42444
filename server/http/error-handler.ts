import type { FastifyError, FastifyInstance } from 'fastify';
import { translate } from '../i18n/messages.ts';
import { describeValidationError } from '../i18n/validation-messages.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { ApiFailure } from './envelope.ts';

/** Fastify's body-parser errors, each named in words so a client sees what was wrong with its body. */
const BODY_ERRORS: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'common.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'common.emptyJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'common.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'common.unsupportedMediaType',
};

/**
 * Installs the one error handler and the 404 handler for the API. No stack trace, SQL or driver text ever
 * reaches a client: unexpected errors become 500 'Internal error' and are logged with their detail.
 * - schema violation -> 400 `<field>: <rule in words>` in the request's locale (spec §5);
 * - ApiFailure -> its status and localised message;
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
      if (error.status === 429) reply.header('retry-after', String(error.params.seconds ?? 60));
      return reply
        .code(error.status)
        .send({ success: false, message: translate(locale, error.key, error.params), data: error.data });
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
