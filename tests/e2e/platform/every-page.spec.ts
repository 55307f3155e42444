import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { librariesIn, readBundleGraph } from '@scripts/bundle-graph';
import { AXE_RULES, axeFindings, dialogNames, type Finding, realGameSegment, report, settle, siteRoutes } from '@tests/e2e/support/a11y';
import { DIALOG_CASES, dialogTags, openedDialog, OWN_OPENER_DIALOG_CASES, startFreshSession } from '@tests/e2e/support/dialogs';
import { dialogTabOrder, expectedTabOrder, markInteractive } from '@tests/e2e/support/keyboard';
import { startInLanguage } from '@tests/e2e/support/session';
import { canaryViolation, expectNoViolations, watchViolations } from './csp-support';

/*
 * Every page and every dialog of the site, each visited once per size with every check that applies to a whole page:
 *
 * - Accessibility (docs/accessibility.md): axe with every rule that maps to a WCAG 2.0-2.2 A/AA success criterion
 *   (AXE_RULES, experimental ones included) on every route of config/routes.json, for a visitor and for a logged-in
 *   player, the player in English and Turkish (see the route loop), and on every dialog of the DialogName union; any
 *   serious or critical violation fails, listing rule, element count, targets and help URL.
 * - Content-Security-Policy (docs/security.md): under the production policy (the e2e server sends exactly it:
 *   server/platform/csp/csp-report.test.ts) no violation, judged three ways: the securitypolicyviolation events of
 *   every frame, the csp-violation reports Chromium queues for report-to, and the reports POST /api/csp-report
 *   received.
 * - Budgets (docs/performance.md): an anonymous visitor loading a route downloads none of the heavy libraries
 *   (@rjsf, swiper, imask, canvas-confetti, @microsoft/signalr; chunks mapped to their modules through the build's
 *   .vite/modules.json). Home may fetch swiper, lazily, for its banner carousel; a protected URL loaded anonymously
 *   shows home with the login dialog open (docs/product.md §2), so it may also fetch the form renderer and imask.
 * - Keyboard, on every dialog (docs/accessibility.md): it opens with Enter on its opener, Tab and Shift+Tab go through
 *   its controls in DOM order and wrap (WCAG 2.4.3), Escape closes it and focus goes back to the opener.
 *
 * Canaries prove that the axe and CSP checks catch what they look for. The brand is the one of the host the pages
 * are opened at, so the same spec checks MarmaraBet with E2E_HOST=marmarabet.example (playwright.config.ts).
 */
test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'en');
});

test('axe runs every rule of a WCAG 2.x A/AA criterion, the experimental ones too, and no other', () => {
  console.log(`axe rules (${AXE_RULES.length}): ${AXE_RULES.join(' ')}`);
  // 2.5.3 Label in Name and 1.3.1's fake table caption are experimental in axe: run only when asked by id.
  expect(AXE_RULES).toEqual(expect.arrayContaining(['label-content-name-mismatch', 'table-fake-caption', 'target-size', 'color-contrast']));
  // Best practices (region, landmark-one-main) and AAA (color-contrast-enhanced) map to no A/AA criterion.
  for (const outside of ['region', 'landmark-one-main', 'color-contrast-enhanced', 'identical-links-same-purpose']) {
    expect(AXE_RULES).not.toContain(outside);
  }
});

/** Adds a button with no name and grey-on-grey text to the page: two serious-or-worse findings axe must report. */
async function plantViolations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const nameless = document.createElement('button');
    nameless.setAttribute('data-canary', '');
    const faint = document.createElement('p');
    faint.textContent = 'faint canary text';
    faint.setAttribute('style', 'color:#777;background:#888;font-size:14px');
    document.querySelector('main')?.append(nameless, faint);
  });
}

test('axe reports a planted violation on a page of one frame and on a page with a sportsbook frame (the checks below can fail)', { tag: '@both' }, async ({ page }) => {
  for (const url of ['/pages/3', '/spor/fcg']) {
    await page.goto(url);
    await settle(page);
    if (url === '/spor/fcg') expect(page.frames().length, 'the sportsbook page has a frame').toBeGreaterThan(1);
    await plantViolations(page);
    const rules = (await axeFindings(page, url)).map((finding) => finding.rule);
    expect(rules, url).toEqual(expect.arrayContaining(['button-name', 'color-contrast']));
  }
});

test('a deliberate CSP violation is seen by the page and queued as a report (the checks below can fail)', async ({ page }) => {
  const seen = await watchViolations(page);
  await page.goto('/pages');
  await canaryViolation(page, seen);
});

// The play route's :game is the encoded data of a real game; read once from the seeded catalogue per worker.
const GAME_PLACEHOLDER = '__game__';

/** The header or bottom bar's Login button (English or Turkish): there for a visitor, gone once a session is loaded. */
const loginButtons = (page: Page) => page.getByRole('button', { name: /^(Login|Giriş Yap)$/ });

// The build the journey's server serves (E2E_DIST_DIR as in playwright.config.ts, else dist).
const graph = readBundleGraph(join(process.cwd(), process.env.E2E_DIST_DIR ?? 'dist'));
const HOME = ['swiper'];
const LOGIN_OVER_HOME = [...HOME, '@rjsf (form renderer)', 'imask / react-imask'];

/** Records the site's script files `page` downloads from now on (paths like assets/home-abc.js). */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && path.startsWith('/assets/')) scripts.push(path.slice(1));
  });
  return scripts;
}

for (const route of siteRoutes(GAME_PLACEHOLDER)) {
  // A page is first loaded by an anonymous visitor in English: what it downloads is held to the budgets, and a public
  // page is checked with axe (a protected one shows home with the login dialog). Then, in the same tab, a player sees
  // it in Turkish (the default language; logged-in header, bottom bar and menus) and in English. So every page is
  // seen logged in in both languages: Label in Name (2.5.3) compares a control's name with its visible words, which
  // differ per language. Every one of those loads runs under the watch for CSP violations.
  const who = route.protected ? 'a player (en, tr)' : 'a visitor (en) and a player (tr, en)';
  const allowed = route.protected ? LOGIN_OVER_HOME : route.id === 'home' ? HOME : [];
  test(`${route.url.replace(GAME_PLACEHOLDER, ':game')} (${route.id}) passes axe for ${who}, loads no heavy library it does not use and breaks no CSP rule`, { tag: '@both' }, async ({ page }) => {
    const url = route.url.includes(GAME_PLACEHOLDER) ? route.url.replace(GAME_PLACEHOLDER, await realGameSegment(page.request)) : route.url;
    const seen = await watchViolations(page);
    const scripts = watchScripts(page);
    const findings: Finding[] = [];
    await page.goto(url);
    if (route.protected) await expect(page.getByRole('dialog')).toBeVisible();
    await settle(page);
    expect(scripts.length, 'the journey saw the site load').toBeGreaterThan(0);
    const heavy = scripts.flatMap((file) => librariesIn(graph, file).filter((library) => !allowed.includes(library)).map((library) => `${library} in ${file}`));
    expect(heavy, 'heavy libraries an anonymous visit does not use').toEqual([]);
    let chrome = false;
    if (!route.protected) {
      chrome = (await loginButtons(page).count()) > 0;
      findings.push(...(await axeFindings(page, `${route.url} (visitor, en)`)));
      await page.evaluate(() => localStorage.setItem('lang', 'tr'));
    }
    await startFreshSession(page);
    const languages = route.protected ? (['en', 'tr'] as const) : (['tr', 'en'] as const);
    for (const [i, lang] of languages.entries()) {
      if (i === 0) await page.goto(url);
      else {
        await page.evaluate((l) => localStorage.setItem('lang', l), lang);
        await page.reload();
      }
      // A protected page must really render for the player, not bounce to home with the login prompt.
      if (route.protected) await expect(page).toHaveURL(new RegExp(`${new URL(url, 'http://x').pathname}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // A page with the visitor's Login button shows the player's header instead.
      if (chrome) await expect(loginButtons(page)).toHaveCount(0);
      await settle(page);
      findings.push(...(await axeFindings(page, `${route.url} (player, ${lang})`)));
    }
    expect(findings, report(findings)).toEqual([]);
    await expectNoViolations(page, seen);
  });
}

test('every dialog name has a way to open it', () => {
  expect(dialogNames().filter((name) => !DIALOG_CASES[name])).toEqual([]);
});

const ALL_DIALOG_CASES = { ...DIALOG_CASES, ...OWN_OPENER_DIALOG_CASES };

for (const name of Object.keys(ALL_DIALOG_CASES)) {
  test(`the ${name} dialog opens by keyboard, passes axe, breaks no CSP rule, keeps Tab and Shift+Tab inside in DOM order, closes on Escape and returns focus`, { tag: dialogTags(ALL_DIALOG_CASES[name]) }, async ({ page, context, baseURL }) => {
    const dialogCase = ALL_DIALOG_CASES[name];
    const seen = await watchViolations(page);
    if (dialogCase.player) await startFreshSession(page);
    const opener = await dialogCase.prepare({ page, context, baseURL: baseURL ?? '' });
    if (opener) {
      await opener.focus();
      await page.keyboard.press('Enter');
    }
    const dialog = openedDialog(page, dialogCase);
    await expect(dialog).toBeVisible();
    // Where focus lands on open, before anything else runs in the page: the dialog itself, or the control marked
    // data-autofocus (docs/dialogs.md).
    const startFocus = await page.evaluateHandle(() => document.activeElement as HTMLElement);
    await settle(page);
    await expect(dialog).toBeVisible();
    const findings = await axeFindings(page, `${name} dialog`, '[role="dialog"]');
    expect(findings, report(findings)).toEqual([]);
    await expectNoViolations(page, seen);

    // Keyboard (docs/accessibility.md, WCAG 2.4.3): from the focus on open, Tab and Shift+Tab go through the dialog's
    // controls in DOM order and wrap.
    const marked = await markInteractive(page, dialog);
    expect(marked.length, 'controls in the dialog').toBeGreaterThan(0);
    const start = await dialog.evaluate((el, active) => (active === el ? -1 : Number(active.getAttribute('data-kb') ?? Number.NaN)), startFocus);
    expect(start, 'focus on open is on the dialog or one of its controls').not.toBeNaN();
    for (const key of ['Tab', 'Shift+Tab'] as const) {
      await startFocus.evaluate((el) => el.focus());
      expect(await dialogTabOrder(page, dialog, key, marked), `${key} from ${start < 0 ? 'the dialog' : marked[start]}`).toEqual(
        expectedTabOrder(marked, start, key),
      );
    }
    // Keys typed inside a game frame belong to the provider's game; Escape is the site's once focus is back on its own
    // controls (the frame is another document, cross-origin for real providers).
    if (await page.evaluate(() => document.activeElement?.tagName === 'IFRAME')) {
      await dialog.evaluate((el) => el.querySelector<HTMLElement>('button, [href], input')?.focus());
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    if (opener && (await opener.count()) > 0) await expect(opener).toBeFocused();
  });
}
