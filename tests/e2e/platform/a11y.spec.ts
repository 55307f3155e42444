import { expect, test, type Page } from '@playwright/test';
import { AXE_RULES, axeFindings, dialogNames, type Finding, realGameSegment, report, settle, siteRoutes } from '@tests/e2e/support/a11y';
import { DIALOG_CASES, dialogTags, openDialogCase, OWN_OPENER_DIALOG_CASES, startFreshSession } from '@tests/e2e/support/dialogs';
import { startInLanguage } from '@tests/e2e/support/session';

/*
 * Accessibility (docs/accessibility.md): axe with every rule that maps to a WCAG 2.0-2.2 A/AA success criterion
 * (AXE_RULES, experimental ones included) on every route of config/routes.json, for a visitor and for a logged-in
 * player, the player in English and Turkish (see the route loop), and on every dialog of the DialogName union, at phone and desktop sizes; any serious or critical violation
 * fails, listing rule, element count, targets and help URL. The brand is the one of the host the pages are opened
 * at, so the same spec checks MarmaraBet with E2E_HOST=marmarabet.example (playwright.config.ts).
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

// The play route's :game is the encoded data of a real game; read once from the seeded catalogue per worker.
const GAME_PLACEHOLDER = '__game__';

/** The header or bottom bar's Login button (English or Turkish): there for a visitor, gone once a session is loaded. */
const loginButtons = (page: Page) => page.getByRole('button', { name: /^(Login|Giriş Yap)$/ });

for (const route of siteRoutes(GAME_PLACEHOLDER)) {
  // A public page is checked for a visitor in English, then in the same tab for a player in Turkish (the default
  // language; logged-in header, bottom bar and menus) and in English; a protected page for the player in English and
  // in Turkish (a visitor is sent home with the login prompt). So every page is seen logged in in both languages:
  // Label in Name (2.5.3) compares a control's name with its visible words, which differ per language.
  const who = route.protected ? 'a player (en, tr)' : 'a visitor (en) and a player (tr, en)';
  test(`${route.url.replace(GAME_PLACEHOLDER, ':game')} (${route.id}) passes axe for ${who}`, { tag: '@both' }, async ({ page }) => {
    const url = route.url.includes(GAME_PLACEHOLDER) ? route.url.replace(GAME_PLACEHOLDER, await realGameSegment(page.request)) : route.url;
    const findings: Finding[] = [];
    let chrome = false;
    if (!route.protected) {
      await page.goto(url);
      await settle(page);
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
  });
}

test('every dialog name has a way to open it', () => {
  expect(dialogNames().filter((name) => !DIALOG_CASES[name])).toEqual([]);
});

const ALL_DIALOG_CASES = { ...DIALOG_CASES, ...OWN_OPENER_DIALOG_CASES };

for (const name of Object.keys(ALL_DIALOG_CASES)) {
  test(`the ${name} dialog passes axe`, { tag: dialogTags(ALL_DIALOG_CASES[name]) }, async ({ page, context, baseURL }) => {
    const { dialog } = await openDialogCase({ page, context, baseURL: baseURL ?? '' }, name);
    await settle(page);
    await expect(dialog).toBeVisible();
    const findings = await axeFindings(page, `${name} dialog`, '[role="dialog"]');
    expect(findings, report(findings)).toEqual([]);
  });
}
