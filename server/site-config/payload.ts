import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** Text types worth compressing (images other than SVG are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg\+xml)/;

/**
 * A reply body kept in memory with its ETag and, made on first use, its Brotli and gzip forms (server/site-config:
 * rendered index.html per brand, locale texts, brand and config assets). Built per snapshot, so a reload starts fresh.
 */
export class Payload {
  readonly etag: string;
  private encodedForms = new Map<'br' | 'gzip', Buffer | null>();

  /**
   * `fast`: compress with Brotli quality 4 and gzip level 6 instead of the maximum, for bodies made per request (a
   * server-rendered page, ./ssr.ts) where compression time is on the reply's path.
   */
  constructor(
    readonly body: Buffer,
    readonly type: string,
    private readonly fast = false,
  ) {
    this.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  }

  /** The smallest form `acceptEncoding` allows: {body, encoding} (encoding null = identity). */
  encoded(acceptEncoding: string | undefined): { body: Buffer; encoding: 'br' | 'gzip' | null } {
    if (this.body.length < 1024 || !COMPRESSIBLE.test(this.type)) return { body: this.body, encoding: null };
    const accepted = acceptedEncodings(acceptEncoding);
    for (const encoding of ['br', 'gzip'] as const) {
      if (!accepted.has(encoding)) continue;
      const form = this.form(encoding);
      if (form) return { body: form, encoding };
    }
    return { body: this.body, encoding: null };
  }

  private form(encoding: 'br' | 'gzip'): Buffer | null {
    if (!this.encodedForms.has(encoding)) {
      const packed =
        encoding === 'br'
          ? brotliCompressSync(this.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: this.fast ? 4 : 11, [zlib.BROTLI_PARAM_SIZE_HINT]: this.body.length } })
          : gzipSync(this.body, { level: this.fast ? 6 : 9 });
      this.encodedForms.set(encoding, packed.length < this.body.length ? packed : null);
    }
    return this.encodedForms.get(encoding) ?? null;
  }
}

/** The codings an Accept-Encoding header allows (q=0 excluded), lower-case. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}
