/**
 * Lighthouse 12 (the npm package) on Debian's Chromium, default settings (mobile: Moto G Power emulation, simulated
 * slow 4G and 4x CPU slowdown), performance category only. The median run by score is reported.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '@scripts/chromium-args';

export interface LighthouseResult {
  path: string;
  /** 0..100 */
  score: number;
  /** ms */
  lcp: number;
  /** ms */
  tbt: number;
  cls: number;
  runs: number;
  /** The LCP element and the elements that shifted most (Lighthouse's labels), where to look first. */
  lcpElement: string;
  shiftedElements: string[];
}

/** Labels of the DOM nodes Lighthouse names inside an audit's details (any depth). */
function nodeLabels(details: unknown, found: string[] = []): string[] {
  if (Array.isArray(details)) for (const item of details) nodeLabels(item, found);
  else if (details && typeof details === 'object') {
    const record = details as Record<string, unknown>;
    if (record.type === 'node') found.push(String(record.nodeLabel ?? record.selector ?? record.snippet ?? '?'));
    else for (const value of Object.values(record)) nodeLabels(value, found);
  }
  return found;
}

const median = <T>(items: T[], key: (item: T) => number): T => [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)];

/** `runs` Lighthouse runs of each path under `base`; one Chromium for all, storage reset before each run. */
export async function measureLighthouse(base: string, paths: string[], runs: number): Promise<LighthouseResult[]> {
  process.env.CHROME_PATH = '/usr/bin/chromium';
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const samples: LighthouseResult[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(base + path, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
        if (!result) throw new Error(`bench: Lighthouse returned nothing for ${path}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`bench: Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        samples.push({
          path,
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          runs,
          lcpElement: nodeLabels(lhr.audits['largest-contentful-paint-element']?.details)[0] ?? '',
          shiftedElements: [...new Set(nodeLabels(lhr.audits['layout-shifts']?.details))].slice(0, 3),
        });
      }
      results.push(median(samples, (s) => s.score));
    }
    return results;
  } finally {
    chrome.kill();
  }
}
