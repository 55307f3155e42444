import { expect, test, type Page } from '@playwright/test';
import { clippedText, CONTROLS, focusObscured, newlyShown, recordTextBoxes, reflowProblems, smallTargets, TEXT_SPACING_CSS, visibleSet } from './wcag-layout-support';
import { realGameSegment, settle, siteRoutes } from '@tests/e2e/support/a11y';
import { openDialogCase, startFreshSession } from '@tests/e2e/support/dialogs';
import { startInLanguage } from '@tests/e2e/support/session';

/*
 * The WCAG 2.2 AA criteria of layout and pointer that axe cannot judge, each as a journey at both
 * sizes (phone 390x844, desktop 1440x900; Reflow once, at 320 CSS px wide: the desktop browser zoomed to 400 %). Titles start with the criterion
 * number, so the conformance table (docs/accessibility.md) can point at them. Routes are grouped per test; every
 * failure line names its route.
 */
test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'en');
  // Instant scrolling: the focus and position measures read the page where it ends, not halfway through a smooth scroll.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** Every route of config/routes.json, with a real game in the play routes. */
async function routes(page: Page) {
  return siteRoutes(await realGameSegment(page.request));
}

/** Opens the side menu (both sizes) and returns it. */
async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: /menu/i });
  await expect(menu).toBeVisible();
  await settle(page);
  return menu;
}

/** Goes to `url`, for a protected one checks the player really is on it (not sent home), and waits until settled. */
async function visit(page: Page, url: string, isProtected = false) {
  await page.goto(url);
  if (isProtected) await expect(page).toHaveURL(new RegExp(`${new URL(url, 'http://x').pathname}$`));
  await settle(page);
}

/** The main pages of the text spacing, focus and target size journeys. */
const VISITOR_PAGES = ['/', '/casino/slot', '/promotions', '/pages/3'];
const PLAYER_PAGES = ['/dashboard', '/dashboard/deposit', '/dashboard/account'];

const REFLOW = { width: 320, height: 640 };

test.describe('1.4.10 Reflow', { tag: '@desktop' }, () => {
  test('1.4.10 Reflow: every public route at 320 px has no horizontal scroll and every control reachable (visitor)', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(REFLOW);
    const problems: string[] = [];
    for (const route of (await routes(page)).filter((r) => !r.protected)) {
      await visit(page, route.url);
      problems.push(...(await reflowProblems(page)).map((p) => `${route.url}: ${p}`));
    }
    await openMenu(page);
    problems.push(...(await reflowProblems(page)).map((p) => `menu: ${p}`));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('1.4.10 Reflow: every protected route at 320 px has no horizontal scroll and every control reachable (player)', async ({ page }) => {
    test.setTimeout(120_000);
    await startFreshSession(page);
    await page.setViewportSize(REFLOW);
    const problems: string[] = [];
    for (const route of (await routes(page)).filter((r) => r.protected || r.url === '/')) {
      await visit(page, route.url, route.protected);
      problems.push(...(await reflowProblems(page)).map((p) => `${route.url}: ${p}`));
    }
    await openMenu(page);
    problems.push(...(await reflowProblems(page)).map((p) => `menu: ${p}`));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('1.4.10 Reflow: the login, register and deposit dialogs at 320 px have no horizontal scroll and every control reachable', async ({ page, context, baseURL }) => {
    await page.setViewportSize(REFLOW);
    const problems: string[] = [];
    for (const name of ['login', 'register', 'deposit']) {
      await openDialogCase({ page, context, baseURL: baseURL ?? '' }, name);
      await settle(page);
      problems.push(...(await reflowProblems(page)).map((p) => `${name} dialog: ${p}`));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

/** Applies the WCAG text spacing to the page as it is and returns the text it cuts. */
async function textCutBySpacing(page: Page, where: string): Promise<string[]> {
  expect(await recordTextBoxes(page), `${where}: text to measure`).toBeGreaterThan(10);
  const style = await page.addStyleTag({ content: TEXT_SPACING_CSS });
  const cut = (await clippedText(page)).map((p) => `${where}: ${p}`);
  await style.evaluate((el) => (el as Element).remove());
  return cut;
}

test.describe('1.4.12 Text Spacing', { tag: '@both' }, () => {
  test('1.4.12 Text Spacing: home, lobby, promotions, a content page, the header and the menu clip no text (visitor)', async ({ page }) => {
    const problems: string[] = [];
    for (const url of VISITOR_PAGES) {
      await visit(page, url);
      problems.push(...(await textCutBySpacing(page, url)));
    }
    await openMenu(page);
    problems.push(...(await textCutBySpacing(page, 'menu')));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('1.4.12 Text Spacing: dashboard, account, deposit, the player header, the menu and the deposit dialog clip no text (player)', async ({ page, context, baseURL }) => {
    await startFreshSession(page);
    const problems: string[] = [];
    for (const url of ['/', ...PLAYER_PAGES]) {
      await visit(page, url, url !== '/');
      problems.push(...(await textCutBySpacing(page, url)));
    }
    await openMenu(page);
    problems.push(...(await textCutBySpacing(page, 'menu')));
    await page.keyboard.press('Escape');
    const { dialog } = await openDialogCase({ page, context, baseURL: baseURL ?? '' }, 'deposit');
    await settle(page);
    await expect(dialog).toBeVisible();
    problems.push(...(await textCutBySpacing(page, 'deposit dialog')));
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

/** Waits two animation frames: what focus set off in a frame (a carousel sliding to it, the header returning) is laid out. */
function frames(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * What obscures the focus once what the Tab set off has finished (a carousel sliding the focused slide into view,
 * the header returning): the focus must come into sight within 2 s, or the last problem seen is returned.
 */
async function focusProblemAfterTab(page: Page): Promise<string | null> {
  let problem = await focusObscured(page, { afterTwoFrames: true });
  if (problem === null) return null;
  try {
    await expect.poll(async () => (problem = await focusObscured(page)), { timeout: 2_000 }).toBeNull();
  } catch {
    return problem;
  }
  return null;
}

/** Tab stops per direction and page: enough for the header, the first rows of content and the bottom bar. */
const TAB_STOPS = 60;

/** Tabs forward from the top, then back, checking every focused element is at least partly in sight. */
async function tabWithoutObscuring(page: Page, where: string): Promise<string[]> {
  const out: string[] = [];
  let stops = 0;
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < TAB_STOPS; i++) {
      await page.keyboard.press(key);
      const problem = await focusProblemAfterTab(page);
      if (problem) out.push(`${where} (${key} #${i + 1}): ${problem}`);
      stops++;
    }
  }
  expect(stops).toBe(2 * TAB_STOPS);
  return out;
}

test.describe('2.4.11 Focus Not Obscured', { tag: '@both' }, () => {
  test('2.4.11 Focus Not Obscured: tabbing through home, lobby and promotions never hides the focus under the header, bottom bar or banners (visitor)', async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const url of VISITOR_PAGES.slice(0, 3)) {
      await visit(page, url);
      problems.push(...(await tabWithoutObscuring(page, url)));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('2.4.11 Focus Not Obscured: tabbing through dashboard, deposit and the lobby with a toast on screen never hides the focus (player)', async ({ page }) => {
    test.setTimeout(120_000);
    await startFreshSession(page);
    const problems: string[] = [];
    for (const url of PLAYER_PAGES.slice(0, 2)) {
      await visit(page, url, true);
      problems.push(...(await tabWithoutObscuring(page, url)));
    }
    // A toast on screen (favouriting a game shows one for 4 s): tabbing back up past it to the filters and header.
    await visit(page, '/casino/slot');
    const star = page.getByTestId('game-tile').nth(4).getByRole('button', { name: /to favorites/ });
    await star.focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({ hasText: 'Added to favorites' })).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab');
      const problem = await focusProblemAfterTab(page);
      if (problem) problems.push(`/casino/slot with a toast (Shift+Tab #${i + 1}): ${problem}`);
    }
    await expect(page.getByRole('status').filter({ hasText: 'Added to favorites' }), 'the toast was there throughout').toBeVisible();
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

test.describe('2.5.8 Target Size', { tag: '@both' }, () => {
  test('2.5.8 Target Size: every target on home, lobby, promotions, a content page and the menu is 24 px or spaced (visitor)', async ({ page }) => {
    const problems: string[] = [];
    for (const url of VISITOR_PAGES) {
      await visit(page, url);
      problems.push(...(await smallTargets(page)).map((p) => `${url}: ${p}`));
    }
    await openMenu(page);
    problems.push(...(await smallTargets(page, '[role="dialog"]')).map((p) => `menu: ${p}`));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('2.5.8 Target Size: every target on the player pages is 24 px or spaced (player)', async ({ page }) => {
    await startFreshSession(page);
    const problems: string[] = [];
    for (const url of ['/', ...PLAYER_PAGES]) {
      await visit(page, url, url !== '/');
      problems.push(...(await smallTargets(page)).map((p) => `${url}: ${p}`));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('2.5.8 Target Size: every target in the login, register and deposit dialogs is 24 px or spaced', async ({ page, context, baseURL }) => {
    const problems: string[] = [];
    for (const name of ['login', 'register', 'deposit']) {
      await openDialogCase({ page, context, baseURL: baseURL ?? '' }, name);
      await settle(page);
      problems.push(...(await smallTargets(page, '[role="dialog"]')).map((p) => `${name} dialog: ${p}`));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

test.describe('1.4.13 Content on Hover or Focus', { tag: '@both' }, () => {
  test('1.4.13 Content on Hover or Focus: what hovering or focusing a control shows is dismissible with Escape, hoverable and persistent', async ({ page }) => {
    test.setTimeout(90_000);
    const problems: string[] = [];
    let triggers = 0;
    let withContent = 0;
    /** Checks the content `shown` that appeared for trigger `id` (hovered at x, y): Escape, hover onto it, persistence. */
    const judge = async (where: string, id: string, shown: string[], hover?: { x: number; y: number }) => {
      withContent++;
      const first = shown[0].match(/data-hv=(\d+)/)?.[1];
      const content = page.locator(`[data-hv="${first}"]`);
      const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));
      // Hoverable: the pointer can move onto the content without it vanishing.
      if (hover) {
        const box = await content.boundingBox();
        if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
        if (!(await content.isVisible())) problems.push(`${where}: ${shown[0]} shown by hovering ${id} vanishes when the pointer moves onto it`);
        await page.mouse.move(hover.x, hover.y);
      }
      // Persistent: still there a moment later, with nothing done.
      await frames(page);
      if (!(await content.isVisible())) problems.push(`${where}: ${shown[0]} shown by ${id} does not persist`);
      // Dismissible: Escape hides it with the pointer and focus where they are.
      await page.keyboard.press('Escape');
      if (await content.isVisible()) problems.push(`${where}: ${shown[0]} shown by ${id} stays after Escape`);
      if ((await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))) !== focused) problems.push(`${where}: Escape on ${id} moved focus`);
    };
    for (const url of ['/', '/casino/slot']) {
      await visit(page, url);
      await page.mouse.move(1, 1);
      // Hover: every control in the first screen (header, banners, the first rows of tiles, the bottom bar).
      const ids = await page.evaluate((selector) => {
        return Array.from(document.querySelectorAll(selector))
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 4 && r.height > 4 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
          })
          .slice(0, 40)
          .map((el, i) => {
            el.setAttribute('data-trigger', String(i));
            return i;
          });
      }, CONTROLS);
      for (const i of ids) {
        const trigger = page.locator(`[data-trigger="${i}"]`);
        const box = await trigger.boundingBox();
        if (!box) continue;
        const before = await visibleSet(page);
        const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        await page.mouse.move(at.x, at.y);
        await frames(page);
        const id = (await trigger.getAttribute('data-hv')) ?? '';
        const shown = await newlyShown(page, before, await visibleSet(page), id);
        triggers++;
        if (shown.length > 0) await judge(`${url} hover`, `${await trigger.evaluate((el) => el.outerHTML.slice(0, 60))}`, shown, at);
        await page.mouse.move(1, 1);
      }
      // Focus: the first stops of the Tab order.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      for (let i = 0; i < 25; i++) {
        const before = await visibleSet(page);
        await page.keyboard.press('Tab');
        await frames(page);
        const id = await page.evaluate(() => document.activeElement?.getAttribute('data-hv') ?? '');
        const shown = await newlyShown(page, before, await visibleSet(page), id);
        triggers++;
        if (shown.length > 0) await judge(`${url} focus`, `Tab stop ${i + 1}`, shown);
      }
    }
    test.info().annotations.push({ type: '1.4.13', description: `${triggers} hovers and focus stops, ${withContent} showed content` });
    expect(triggers).toBeGreaterThan(40);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

test.describe('2.5.7 Dragging Movements', { tag: '@both' }, () => {
  test('2.5.7 Dragging Movements: the home banner carousel and the game rows move with single clicks on buttons, no drag', async ({ page }) => {
    await visit(page, '/');
    // Every Swiper (drag-driven) carousel on the page has button bullets; clicking the last one shows its slide.
    const carousels = page.locator('.swiper');
    expect(await carousels.count(), 'a banner carousel on home').toBeGreaterThan(0);
    for (const carousel of await carousels.all()) {
      const bullets = carousel.locator('.swiper-pagination-bullet');
      expect(await bullets.count(), 'pagination bullets').toBeGreaterThan(1);
      await expect(bullets.first()).toHaveAttribute('role', 'button');
      const active = () => carousel.evaluate((el) => (el as HTMLElement & { swiper: { activeIndex: number } }).swiper.activeIndex);
      const start = await active();
      await bullets.last().click();
      await expect.poll(active, 'the last bullet shows a later slide').toBeGreaterThan(start);
      await bullets.first().click();
      await expect.poll(active, 'the first bullet goes back').toBe(0);
    }
    // Every game row scrolls sideways with its arrow buttons.
    const rows = page.getByTestId('game-row');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of (await rows.all()).slice(0, 3)) {
      const track = row.locator('ul');
      await row.scrollIntoViewIfNeeded();
      const left = () => track.evaluate((el) => el.scrollLeft);
      await row.getByRole('button', { name: 'Scroll right' }).click();
      await expect.poll(left, 'Scroll right moves the row').toBeGreaterThan(0);
      await row.getByRole('button', { name: 'Scroll left' }).click();
      await expect.poll(left, 'Scroll left moves it back').toBe(0);
    }
  });
});
