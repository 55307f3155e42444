import type { Locale } from '../i18n/locale.ts';
import { translate } from '../i18n/messages.ts';
import type { MessageKey } from '../i18n/messages.ts';
import type { MessageParams } from '../i18n/message-params.ts';

import type { Envelope } from '../../contracts/contract.ts';

export type { Envelope };

/** A successful reply with `data` and an already localised `message` (empty when the call has nothing to say). */
export function ok<T>(data: T, message = ''): Envelope<T> {
  return { success: true, message, data };
}

/**
 * A business failure a route or service raises: the error handler answers HTTP `status` with
 * `{success:false, message: <key translated to the request's x-locale>, data}`. Use 400 for refused input
 * (including wrong credentials: the client logs out on any 401), 401 only for a missing or dead session,
 * 404 for unknown things; 409 and 422 only for Idempotency-Key conflicts (docs/idempotency.md). The client shows
 * the message whatever the status.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly data: unknown = null,
    /** Renders the message itself when it is more than one key with parameters (protection-text.ts refusal). */
    readonly render?: (locale: Locale) => string,
  ) {
    super(key);
    this.name = 'ApiFailure';
  }

  /** The message in `locale`: `render(locale)`, else `key` translated with `params`. */
  text(locale: Locale): string {
    return this.render ? this.render(locale) : translate(locale, this.key, this.params);
  }
}
