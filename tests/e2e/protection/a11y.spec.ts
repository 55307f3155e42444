import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeFindings, report } from '@tests/e2e/support/a11y';
import { gameFrame, tilePlayButton, tiles } from '@tests/e2e/support/casino';
import { focusStop, markInteractive } from '@tests/e2e/support/keyboard';
import { advancePlayerClock, limitRow, LIMITS_URL } from '@tests/e2e/support/protection';
import { newPlayer } from '@tests/e2e/support/session';
import { fundPlayer } from '@tests/e2e/support/wallet';

/*
 * The accessibility checks (docs/accessibility.md) over player protection's own layers, which are not DialogName dialogs (so platform/every-page.spec.ts does
 * not open them): the inline limit editor, the exclusion confirmation and the reality check over a running game.
 * Axe (WCAG 2.2 AA, no serious or critical finding), Tab and Shift+Tab stay inside, and focus comes back.
 */

/**
 * Marks the layer's controls, expects focus to be on one of them, then presses Tab and Shift+Tab `presses` times
 * each and expects every stop on one of them, with a visible focus indicator.
 */
async function expectTrapped(page: Page, layer: Locator, presses: number): Promise<void> {
  const marked = await markInteractive(page, layer);
  expect(marked.length, 'controls in the layer').toBeGreaterThan(0);
  const inside = (mark: number | null) => mark !== null && mark >= 0 && mark < marked.length;
  expect(inside((await focusStop(page)).mark), 'focus starts inside the layer').toBe(true);
  for (const key of ['Tab', 'Shift+Tab'] as const) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      const stop = await focusStop(page);
      expect(inside(stop.mark), `${key} #${i + 1} left the layer for ${stop.label}`).toBe(true);
      expect(stop.indicated, `${key} #${i + 1}: no visible focus on ${stop.label}`).toBe(true);
    }
  }
}

test('the limits page with the editor open and the exclusion confirmation pass axe, trap focus and return it', { tag: '@both' }, async ({ page }) => {
  await newPlayer(page);
  await page.goto(LIMITS_URL);
  const row = limitRow(page, 'deposit', 'day');
  await row.getByRole('button', { name: /^(Set limit|Change):/ }).click();
  await expect(row.getByRole('button', { name: 'Save' })).toBeVisible();
  const editorFindings = await axeFindings(page, 'limits page, editor open');
  expect(editorFindings, report(editorFindings)).toEqual([]);

  const panel = page.getByRole('region', { name: 'Self-exclusion' });
  await panel.getByText('6 months').click();
  const opener = panel.getByRole('button', { name: 'Exclude myself' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Exclude yourself for 6 months?' });
  await expect(confirm).toBeVisible();
  const confirmFindings = await axeFindings(page, 'exclusion confirmation', '[role="dialog"]');
  expect(confirmFindings, report(confirmFindings)).toEqual([]);
  await expectTrapped(page, confirm, 6);

  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the reality check over a running game passes axe and keeps Tab inside until Continue', { tag: '@both' }, async ({ page }) => {
  await page.clock.install();
  const player = await newPlayer(page);
  await fundPlayer(page.request, player.username, player.password, 50);
  await page.goto(LIMITS_URL);
  await page.getByRole('radiogroup', { name: 'Reality check' }).getByText('Every 15 min').click();
  await expect(page.getByText('Reality check saved.')).toBeVisible();

  await page.goto('/casino/slot?search=Sweet%20Bonanza');
  await tilePlayButton(tiles(page).first(), 'Sweet Bonanza').click();
  await expect(gameFrame(page).getByRole('button', { name: 'Spin' })).toBeVisible();
  await advancePlayerClock(page.request, player.username, 15 * 60_000);
  await page.clock.fastForward('15:05');

  const check = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  const findings = await axeFindings(page, 'reality check over a game', '[role="alertdialog"]');
  expect(findings, report(findings)).toEqual([]);
  await expectTrapped(page, check, 8);

  await check.getByRole('button', { name: 'Continue playing' }).press('Enter');
  await expect(check).toBeHidden();
  await expect(page.getByRole('toolbar', { name: 'Game controls' })).toBeVisible();
});
