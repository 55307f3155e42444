/**
 * The cache of server-rendered pages (docs/architecture.md "Server-rendered pages", "The cache of
 * rendered pages"), used by ./ssr.ts. A kept page is the reply it is (a Payload: HTML, ETag, compressed forms made on
 * first ask) under a key the caller makes (brand, config version, language, audience, URL).
 *
 * Bounds: at most `maxEntries` pages and `maxBytes` bytes, a page counting its HTML and half as much again for its
 * Brotli and gzip forms (least recently used go first). A page is fresh for `ttlMs` ms after it was kept; past that it
 * is still given out (as stale: the caller renders it anew in the background) until twice as old, then it is gone.
 */
import { performance } from 'node:perf_hooks';
import { LRUCache } from 'lru-cache';
import type { Payload } from './payload';

/** The bounds of the cache (ms and bytes; defaults in ./ssr.ts PAGE_RENDER_DEFAULTS). */
export interface PageCacheOptions {
  /**
   * How long a rendered page is fresh, ms. Older, it is still served (once past it, the request starts a new render
   * in the background) until twice as old, then dropped.
   */
  ttlMs: number;
  /** Rendered pages kept at most. */
  maxEntries: number;
  /** Bytes the kept pages may take (HTML plus room for its Brotli and gzip forms, see keptBytes). */
  maxBytes: number;
  /** The clock of the TTL, ms (default performance.now; tests move their own). */
  now?: () => number;
}

/** A kept page and until when (the TTL's clock, ms) it is fresh. */
interface Kept {
  page: Payload;
  freshUntil: number;
}

/** Size of a kept page against maxBytes, bytes: its HTML and, at most, half as much again for the compressed forms. */
const keptBytes = (kept: Kept): number => kept.page.body.length + Math.ceil(kept.page.body.length / 2);

/** A cache of rendered pages with `options`' bounds (module comment). */
export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? (() => performance.now());
  const pages = new LRUCache<string, Kept>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: keptBytes,
    // Served stale for one more TTL at most, then gone.
    ttl: options.ttlMs * 2,
    ttlAutopurge: false,
    perf: { now },
    ttlResolution: 0,
  });
  return {
    /** The page kept under `key` and whether it is still fresh, or undefined (none, or older than twice the TTL). */
    get(key: string): { page: Payload; fresh: boolean } | undefined {
      const kept = pages.get(key);
      return kept ? { page: kept.page, fresh: now() < kept.freshUntil } : undefined;
    },
    /** Keeps `page` under `key`, fresh for the TTL from now. */
    set(key: string, page: Payload): void {
      pages.set(key, { page, freshUntil: now() + options.ttlMs });
    },
    /** Drops every kept page. */
    clear(): void {
      pages.clear();
    },
    /** Pages kept now. */
    get size(): number {
      return pages.size;
    },
    /** Their size as counted against maxBytes, bytes. */
    get bytes(): number {
      return pages.calculatedSize;
    },
  };
}
