import type { Locale } from '@server/i18n/locale';
import { translate } from '@server/i18n/messages';
import type { MessageKey } from '@server/i18n/messages';
import type { MessageParams } from '@server/i18n/message-params';

import type { Envelope } from '@contracts/contract';

export type { Envelope };

/**
 * Reply data that is already JSON text of type T (docs/read-models.md: the lobby's game lists, spliced from per-game text
 * kept in memory). The reply serializer (server/http/api-schemas.ts) puts it into the envelope unparsed and does not
 * check it again: whoever builds it checks each part against the contract when the part is made.
 */
export class JsonText<T> {
  /** Phantom: the type the text holds. */
  declare readonly holds: T;
  /**
   * `reusable`: the maker keeps this object and hands the same one to later callers until its text changes (the
   * lobby's list texts), so its encoded bytes may be kept with it (server/http/encoded-reply.ts). A text made for one
   * call is not.
   */
  constructor(
    readonly text: string,
    readonly reusable = false,
  ) {}
}

/** The JSON of a successful envelope with `message` and the JSON text `dataText` spliced in as it is. */
export function envelopeJson(message: string, dataText: string): string {
  return `{"success":true,"message":${JSON.stringify(message)},"data":${dataText}}`;
}

/** A successful reply whose data is JsonText (see there); typed as the data it holds. */
export function okText<T>(data: JsonText<T>, message = ''): Envelope<T> {
  // The one place JsonText passes for its data: the serializer recognises it (ApiSchemas.replySerializer).
  return { success: true, message, data: data as unknown as T };
}

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
    /** Renders the message itself when it is more than one key with parameters (server/protection/text.ts refusal). */
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
