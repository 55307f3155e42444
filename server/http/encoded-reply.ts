import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { envelopeJson, type JsonText } from './envelope';
import { keepValue, keptValue } from '@server/platform/kept-promise';

/** The encodings a kept reply is sent in, the client's preference first (Accept-Encoding, q-values honoured). */
type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Brotli quality and gzip level of kept replies: made once per kept text (the lobby's list texts change when the
 * popularity reading does, every 60 s), so a middle setting: a 65 KB game list encodes in a few ms to ~4 KB of Brotli.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Accept-Encoding values seen → the chosen encoding; bounded, since the header is the client's to write. */
const negotiator = new Negotiator<Encoding>({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: new LRUCache<string, Encoding>({ max: 256 }) as unknown as ConstructorParameters<typeof Negotiator>[0]['cache'],
});

/** The envelope bytes of each kept JsonText per encoding, made on first use (a promise, so concurrent callers share one). */
const encodedOf = new WeakMap<JsonText<unknown>, Map<Encoding, Promise<Buffer>>>();

function encode(text: JsonText<unknown>, encoding: Encoding): Promise<Buffer> {
  let made = encodedOf.get(text);
  if (!made) encodedOf.set(text, (made = new Map()));
  let bytes = made.get(encoding);
  if (!bytes) {
    const plain = Buffer.from(envelopeJson('', text.text), 'utf8');
    bytes =
      encoding === 'br'
        ? brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } })
        : encoding === 'gzip'
          ? gzipAsync(plain, { level: GZIP_LEVEL })
          : Promise.resolve(plain);
    keepValue(bytes);
    // A failed encoding is not kept: the next call tries again.
    bytes.catch(() => made?.delete(encoding));
    made.set(encoding, bytes);
  }
  return bytes;
}

/** A reply already sent by sendKept, typed by the data its envelope holds (what a contract route may return). */
export type SentReply<T> = FastifyReply & { readonly sentDataOf?: T };

/**
 * Sends `text` — a kept JsonText (`reusable`, e.g. a lobby list: docs/read-models.md) — as a
 * successful envelope with an empty message, in the encoding the request's Accept-Encoding prefers (br, gzip or
 * none), from bytes made once per text and encoding and reused by every later call: no serialisation, UTF-8 encoding
 * or compression per request. `Vary: Accept-Encoding`. Returns the sent reply, or a promise of it while the bytes
 * for this text and encoding are first being made. Throws for a text that is not reusable (its bytes would be kept
 * for nothing): send it with okText.
 */
export function sendKept<T>(request: FastifyRequest, reply: FastifyReply, text: JsonText<T>): SentReply<T> | Promise<SentReply<T>> {
  if (!text.reusable) throw new Error('sendKept: the text is made for one call; reply with okText(text)');
  const accepted = request.headers['accept-encoding'];
  const encoding = (typeof accepted === 'string' && accepted !== '' ? negotiator.negotiate(accepted) : null) ?? 'identity';
  const bytes = encode(text, encoding);
  // Bytes already made (every call after a text's first) are sent at once, without a trip through the microtask queue.
  const made = keptValue(bytes);
  return made ? send<T>(reply, made.value, encoding) : bytes.then((body) => send<T>(reply, body, encoding));
}

function send<T>(reply: FastifyReply, body: Buffer, encoding: Encoding): SentReply<T> {
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body);
}
