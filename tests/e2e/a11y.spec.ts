import { expect, test } from '@playwright/test';
import { axeFindings, dialogNames, realGameSegment, report, settle, siteRoutes } from './a11y-support';
import { DIALOG_CASES, openDialogCase, startFreshSession } from './a11y-dialogs';
import { useLanguage } from './support';

/*
 * Issue 10 Accessibility: axe with the WCAG 2.0-2.2 A/AA rules on every route of config/routes.json and every
 * dialog of the DialogName union, at phone and desktop sizes; any serious or critical violation fails, listing
 * rule, targets and help URL. The brand is the one of the host the pages are opened at, so the same spec checks
 * MarmaraBet with E2E_HOST=marmarabet.example (playwright.config.ts).
 */
test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
});

// The play route's :game is the encoded data of a real game; read once from the seeded catalogue per worker.
const GAME_PLACEHOLDER = '__game__';
const routes = siteRoutes(GAME_PLACEHOLDER);
// Visitors see every public page; players every protected page, plus home for the logged-in header and menu.
const visits = [
  ...routes.filter((r) => !r.protected).map((r) => ({ ...r, player: false })),
  ...routes.filter((r) => r.protected || r.url === '/').map((r) => ({ ...r, player: true })),
];

for (const route of visits) {
  const who = route.player ? 'player' : 'visitor';
  test(`${route.url.replace(GAME_PLACEHOLDER, ':game')} (${route.id}) passes axe for a ${who}`, async ({ page }) => {
    const url = route.url.includes(GAME_PLACEHOLDER) ? route.url.replace(GAME_PLACEHOLDER, await realGameSegment(page.request)) : route.url;
    if (route.player) await startFreshSession(page);
    await page.goto(url);
    // A protected page must really render for the player, not bounce to home with the login prompt.
    if (route.protected) await expect(page).toHaveURL(new RegExp(`${new URL(url, 'http://x').pathname}$`));
    await settle(page);
    const findings = await axeFindings(page, `${route.url} (${who})`);
    expect(findings, report(findings)).toEqual([]);
  });
}

test('every dialog name has a way to open it', () => {
  expect(dialogNames().filter((name) => !DIALOG_CASES[name])).toEqual([]);
});

for (const name of Object.keys(DIALOG_CASES)) {
  test(`the ${name} dialog passes axe`, async ({ page, context, baseURL }, info) => {
    const skip = DIALOG_CASES[name].notOn;
    test.skip(skip?.project === info.project.name, skip?.reason);
    const { dialog } = await openDialogCase({ page, context, baseURL: baseURL ?? '' }, name);
    await settle(page);
    await expect(dialog).toBeVisible();
    const findings = await axeFindings(page, `${name} dialog`, '[role="dialog"]');
    expect(findings, report(findings)).toEqual([]);
  });
}
