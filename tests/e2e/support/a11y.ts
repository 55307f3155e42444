import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { encodeGameData } from '@site/features/casino/game-data';
import type { LaunchableGame } from '@site/features/casino/launch-request';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** axe's tags for the success criteria of WCAG 2.0, 2.1 and 2.2 at levels A and AA (docs/accessibility.md). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The axe-core engine the journeys run: the project's own devDependency (the newest axe-core), not the older one
 * @axe-core/playwright pins for itself (its newest release needs Node 22). Its source is handed to every AxeBuilder
 * (`axeSource`), so the rule list below and the engine in the page are the same release.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The ids of every axe rule that maps to a WCAG 2.0/2.1/2.2 A or AA success criterion: its tags include one of
 * WCAG_AA_TAGS. Read from axe's own rule metadata, so the rules axe keeps off by default (tagged `experimental`, e.g.
 * `label-content-name-mismatch` for 2.5.3 Label in Name) are in, best practices and AAA rules are out, and an axe
 * upgrade brings its new rules along without editing this file (docs/accessibility.md).
 */
export const AXE_RULES: readonly string[] = axe
  .getRules()
  .filter((rule) => rule.tags.some((tag) => WCAG_AA_TAGS.includes(tag)))
  .map((rule) => rule.ruleId)
  .sort();

/**
 * An AxeBuilder that picks its way of running per page. By default it runs axe's `runPartial` in every frame and
 * combines the parts with `finishRun` in a blank page it opens for each scan (a new renderer process every time),
 * which is what testing a cross-origin frame (a sportsbook, a game) needs. A page of one frame has no parts to
 * combine: axe's `run` in the page itself, the library's legacy mode, checks the same document with the same rules
 * at a third of the cost.
 */
class FrameAwareAxeBuilder extends AxeBuilder {
  constructor(private readonly target: Page) {
    super({ page: target, axeSource: AXE_SOURCE });
  }

  override async analyze(): ReturnType<AxeBuilder['analyze']> {
    this.setLegacyMode(this.target.frames().length === 1);
    return super.analyze();
  }
}

/**
 * An AxeBuilder for `page` that runs exactly AXE_RULES (by rule id, which is how axe runs an experimental rule) and
 * reports every node of a violation only (the journeys read no passes); every axe check of the journeys starts here.
 */
export function wcagAxe(page: Page): AxeBuilder {
  return new FrameAwareAxeBuilder(page).withRules([...AXE_RULES]).options({ resultTypes: ['violations'] });
}

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  redirect?: string;
  protected?: boolean;
  children?: RouteNode[];
}

/** One page to visit: its config id, the concrete URL, and whether it needs a logged-in player. */
export interface SiteRoute {
  id: string;
  url: string;
  protected: boolean;
}

/**
 * Every page of config/routes.json as a concrete URL: parents with a `redirect` are visited through the redirect's
 * target (their children are in the list anyway), `:id` of the CMS pages is the seeded page 3, `:game` a real game
 * from casino/games, `*` an unknown path. A new route in the config is visited without editing this file; an
 * unknown `:param` throws naming the route so the test is taught its value.
 */
export function siteRoutes(game: string): SiteRoute[] {
  const config = JSON.parse(readFileSync(join(ROOT, 'config', 'routes.json'), 'utf8')) as { routes: RouteNode[] };
  const params: Record<string, string> = { id: '3', game };
  const out: SiteRoute[] = [];
  const walk = (nodes: RouteNode[], base: string, inherited: boolean) => {
    for (const node of nodes) {
      const isProtected = inherited || Boolean(node.protected);
      const path = node.index ? base : node.path === '*' ? `${base}no-such-page` : `${base}${node.path ?? ''}`;
      const url = path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
        if (!(name in params)) throw new Error(`route ${node.id}: no test value for :${name} in tests/e2e/support/a11y.ts`);
        return params[name];
      });
      if (node.children) walk(node.children, url.endsWith('/') ? url : `${url}/`, isProtected);
      else out.push({ id: node.id, url: url.length > 1 ? url.replace(/\/$/, '') : url, protected: isProtected });
    }
  };
  walk(config.routes, '', false);
  return out;
}

/** The `{encoded game data}` segment for a real seeded slot (what a tile's Play button navigates to). */
export async function realGameSegment(request: APIRequestContext): Promise<string> {
  const reply = await request.post('/api/casino/games', { data: { systemCategory: 'slot' } });
  const games = ((await reply.json()) as { data: LaunchableGame[] }).data;
  const game = games.find((g) => g.name === 'Sweet Bonanza') ?? games[0];
  expect(game, 'a seeded slot').toBeDefined();
  return encodeGameData(game);
}

/** Names of the DialogName union in src/lib/dialogs.ts, read from the source so a new dialog is covered at once. */
export function dialogNames(): string[] {
  const source = readFileSync(join(ROOT, 'src', 'lib', 'dialogs.ts'), 'utf8');
  const union = /export type DialogName =([^;]+);/.exec(source)?.[1] ?? '';
  const names = [...union.matchAll(/'([^']+)'/g)].map((m) => m[1]);
  expect(names.length, 'DialogName union parsed').toBeGreaterThan(5);
  return names;
}

/** Waits until the page has settled: no request for 500 ms and no busy region or skeleton left. */
export async function settle(page: Page): Promise<void> {
  // The balance poll (3 s) and the hub socket leave gaps of quiet; a page that never quietens is checked as it is.
  await page.waitForLoadState('networkidle', { timeout: 6_000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 5_000 }).catch(() => undefined);
  await animationsDone(page);
}

/**
 * Waits for every finite CSS animation and transition of an element to end (a dialog's 200 ms rise, a sheet's slide):
 * axe measures colours as painted, so a half-faded button reads as low contrast. Endless ones (spinners, shimmer) are
 * skipped, and so are the animations of pseudo-elements (the 4.8 s ring around the deposit and chat buttons,
 * src/features/chat/pulse.tsx): a pseudo-element holds no text, and axe's contrast check reads the colours of elements
 * and their own backgrounds, never a pseudo-element's paint.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page
    .evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
          .filter((a) => !(a.effect instanceof KeyframeEffect && a.effect.pseudoElement))
          .map((a) => a.finished.catch(() => undefined)),
      ),
    )
    .catch(() => undefined);
}

/** One serious or critical axe finding, flattened for the failure message. */
export interface Finding {
  where: string;
  rule: string;
  impact: string;
  /** How many elements fail the rule. */
  count: number;
  targets: string;
  help: string;
}

/**
 * Runs axe's AXE_RULES on the page (or only inside `include`, e.g. an open dialog) and returns its serious and
 * critical violations, one entry per rule, labelled `where`.
 */
export async function axeFindings(page: Page, where: string, include?: string): Promise<Finding[]> {
  await animationsDone(page);
  let builder = wcagAxe(page);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  // The rule list was read from this axe: a different one in the page could silently skip rules.
  expect(result.testEngine.version, 'axe in the page is the one AXE_RULES was read from').toBe(axe.version);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      count: v.nodes.length,
      targets: v.nodes
        .slice(0, 6)
        .map((n) => `${n.target.join(' >> ')} ${n.html.slice(0, 120)}\n      ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('')}`)
        .join('\n    '),
      help: v.helpUrl,
    }));
}

/** The findings as one readable block: rule, impact, where, targets and the help URL. */
export function report(findings: Finding[]): string {
  return findings.map((f) => `[${f.rule}] (${f.impact}, ${f.count} elements) on ${f.where}\n    ${f.targets}\n    ${f.help}`).join('\n');
}
