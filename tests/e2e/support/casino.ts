import type { Locator, Page } from '@playwright/test';
import { isPhone } from './session';


/** `text` as a literal inside a regular expression (every special character escaped). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Lobby tiles, by their data-testid. */
export const tiles = (page: Page): Locator => page.getByTestId('game-tile');

/**
 * The play button of the game `name`'s tile inside `scope`: named "<name>, <provider>, play" ("…, oyna" in Turkish:
 * pass `play`), its visible text first (casino.play; WCAG 2.5.3).
 */
export const tilePlayButton = (scope: Page | Locator, name: string, play = 'play'): Locator =>
  scope.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}, [^,]+, ${play}$`) });

/** The lobby's search box. */
export const searchBox = (page: Page): Locator => page.getByRole('searchbox', { name: 'Search games' });

/** The balance the site shows the player: header on desktop, bottom bar on phones. Its text, e.g. "₺1.000,00". */
export async function shownBalance(page: Page): Promise<string> {
  if (isPhone(page)) {
    // The balance tab is named by its text, "Balance ₺1,000.00" (WCAG 2.5.3); the amount is its <strong>.
    const tab = page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: /^Balance ₺/ });
    return (await tab.locator('strong').textContent()) ?? '';
  }
  return (await page.getByTestId('header-balance').textContent()) ?? '';
}

/** Digits of a money text, so "₺998,00" and "₺998,00" from two formatters compare equal. */
export const moneyDigits = (text: string): string => text.replace(/\D/g, '');

/** The game frame (full page on desktop, the game dialog on phones). */
export function gameFrame(page: Page) {
  return page.frameLocator('iframe[title]').first();
}
