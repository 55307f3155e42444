/**
 * What a visitor downloads: loads a page anonymously at phone size (390x844) in Debian's Chromium until network idle
 * and adds up every JS and CSS response — the bytes on the wire (as the server sent them: Brotli when the browser
 * accepts it) and, for comparison with the gzip budgets, the same files gzip -9'd here.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Response } from 'playwright-core';
import { CHROMIUM_ARGS } from '@scripts/chromium-args';

export interface PageWeight {
  path: string;
  js: Weight;
  css: Weight;
  /** content-encoding values seen on the JS/CSS responses ('identity' when none). */
  encodings: string[];
}

export interface Weight {
  files: number;
  /** Encoded body bytes as received. */
  wire: number;
  /** gzip -9 of the decoded bodies. */
  gzip: number;
  raw: number;
}

const empty = (): Weight => ({ files: 0, wire: 0, gzip: 0, raw: 0 });

/** Weights of each path under `base`, one fresh browser context (empty cache) per page. */
export async function measurePageWeights(base: string, paths: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const results: PageWeight[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
      const page = await context.newPage();
      const responses: Response[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type === 'script' || type === 'stylesheet') responses.push(response);
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const weight: PageWeight = { path, js: empty(), css: empty(), encodings: [] };
      const encodings = new Set<string>();
      for (const response of responses) {
        await response.finished();
        const body = await response.body();
        const sizes = await response.request().sizes();
        const bucket = response.request().resourceType() === 'script' ? weight.js : weight.css;
        bucket.files += 1;
        bucket.wire += sizes.responseBodySize;
        bucket.gzip += gzipSync(body, { level: 9 }).length;
        bucket.raw += body.length;
        encodings.add((await response.allHeaders())['content-encoding'] ?? 'identity');
      }
      weight.encodings = [...encodings];
      results.push(weight);
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
