import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { fillFastRegister, openRegister } from './account';
import { tilePlayButton } from './casino';
import { isPhone, loginByApi, openLogin, registerByApi } from './session';

/** What a dialog case gets to work with. */
export interface DialogSetup {
  page: Page;
  context: BrowserContext;
  baseURL: string;
}

/**
 * How a player reaches one dialog of the DialogName union. `prepare` brings the page to the point where one action
 * opens the dialog and returns that control (the dialog's opener), or null when the dialog opens by itself.
 */
export interface DialogCase {
  /** Needs a logged-in player (a fresh one is registered and logged in through the login dialog first). */
  player: boolean;
  /** Sizes where no control opens this dialog, with the reason; the suites skip the case there. */
  notOn?: { project: 'phone' | 'desktop'; reason: string };
  /**
   * The opened dialog's accessible name, for a dialog whose opener sits inside another dialog (Register): that one
   * stays on screen until the server answers, so "a dialog is visible" alone would match it.
   */
  title?: string;
  prepare(setup: DialogSetup): Promise<Locator | null>;
}

const quickActions = (page: Page) =>
  isPhone(page) ? page.getByRole('navigation', { name: 'Quick actions' }) : page.getByRole('banner');

async function registerUpTo(page: Page, trialBonus: boolean): Promise<Locator> {
  await page.goto('/');
  const dialog = await openRegister(page);
  await fillFastRegister(dialog, { trialBonus });
  return dialog.getByRole('button', { name: 'Register' });
}

/**
 * Every dialog name → how to open it as a player does. The a11y and keyboard suites fail naming any DialogName
 * missing here, so a new dialog has to be taught before the suite passes.
 */
export const DIALOG_CASES: Record<string, DialogCase> = {
  login: {
    player: false,
    async prepare({ page }) {
      await page.goto('/');
      return quickActions(page).getByRole('button', { name: 'Login', exact: true });
    },
  },
  register: {
    player: false,
    async prepare({ page }) {
      await page.goto('/');
      return quickActions(page).getByRole('button', { name: 'Register', exact: true });
    },
  },
  recovery: {
    player: false,
    async prepare({ page }) {
      await page.goto('/');
      await openLogin(page);
      return page.getByRole('dialog').getByRole('button', { name: 'Recovery Password' });
    },
  },
  phone: {
    player: true,
    async prepare({ page }) {
      await page.goto('/dashboard/account');
      return page.getByRole('button', { name: 'Verify phone' });
    },
  },
  'change-password': {
    player: true,
    async prepare({ page }) {
      await page.goto('/dashboard/account');
      return page.getByRole('main').getByRole('button', { name: 'Change Password' });
    },
  },
  'sms-verify': {
    player: false,
    title: 'Set Phone Number',
    prepare: ({ page }) => registerUpTo(page, true),
  },
  congratulations: {
    player: false,
    title: 'Congratulations!',
    prepare: ({ page }) => registerUpTo(page, false),
  },
  deposit: {
    player: true,
    async prepare({ page }) {
      await page.goto('/dashboard/deposit');
      return page.getByRole('button', { name: /E-Cüzdan/ }).first();
    },
  },
  withdraw: {
    player: true,
    async prepare({ page }) {
      await page.goto('/dashboard/withdraw');
      return page.getByRole('button', { name: /Havale \/ EFT/ }).first();
    },
  },
  promotion: {
    player: false,
    async prepare({ page }) {
      await page.goto('/promotions');
      return page.getByRole('button', { name: 'Details: Freespin Friday' });
    },
  },
  popup: {
    player: false,
    async prepare({ page, context, baseURL }) {
      // In test mode the server serves cms/popup only to a browser with this cookie (server/cms/routes/popup.ts).
      await context.addCookies([{ name: 'e2e-popup', value: '1', url: baseURL }]);
      await page.goto('/');
      return null;
    },
  },
  game: {
    player: true,
    notOn: { project: 'desktop', reason: 'desktop opens the game as the /casino/play page (covered by the route sweep)' },
    async prepare({ page }) {
      await page.goto('/casino/slot?search=Sweet%20Bonanza');
      return tilePlayButton(page.getByTestId('game-tile').first(), 'Sweet Bonanza');
    },
  },
};

/**
 * Shared dialogs (src/components/dialog.tsx) that a control of their own opens, not the dialog store: the phone
 * providers sheet of the lobbies and the notifications panel. The keyboard and axe suites check them as well.
 */
export const OWN_OPENER_DIALOG_CASES: Record<string, DialogCase> = {
  providers: {
    player: false,
    notOn: { project: 'desktop', reason: 'desktop shows the providers as a popover, not a modal' },
    title: 'Providers',
    async prepare({ page }) {
      await page.goto('/casino/slot');
      return page.getByRole('button', { name: 'Providers' });
    },
  },
  notifications: {
    player: true,
    title: 'Notifications',
    async prepare({ page }) {
      await page.goto('/');
      const scope = isPhone(page) ? page.getByRole('navigation', { name: 'Quick actions' }) : page.getByRole('banner');
      return scope.getByRole('button', { name: /^(Notifications|Alerts)/ });
    },
  },
};

/**
 * Registers a fresh player and starts his session by API (loginByApi) from a device of its own, before any page
 * loads: the logged-in state the login dialog leaves, for suites that only need a player on a page.
 */
export async function startFreshSession(page: Page): Promise<void> {
  const player = await registerByApi(page.request);
  await loginByApi(page, player, `a11y${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`);
}

/** The dialog a case opens: by its name when the case gives one, else the only dialog on the page. */
export function openedDialog(page: Page, dialogCase: DialogCase): Locator {
  return dialogCase.title ? page.getByRole('dialog', { name: dialogCase.title }) : page.getByRole('dialog');
}

/**
 * The size tags of a journey over one dialog case (docs/testing.md "One size, or both"): a dialog is a full-height
 * sheet on phone and a centred dialog on desktop, so it is checked at both sizes, except where a size has no control
 * that opens it (`notOn`).
 */
export function dialogTags(dialogCase: DialogCase): string[] {
  if (dialogCase.notOn?.project === 'desktop') return [];
  if (dialogCase.notOn?.project === 'phone') return ['@desktop'];
  return ['@both'];
}

/** Prepares `name`'s case and opens it by clicking its opener (or waits for it to open by itself). */
export async function openDialogCase(setup: DialogSetup, name: string): Promise<{ dialog: Locator; opener: Locator | null }> {
  const dialogCase = DIALOG_CASES[name] ?? OWN_OPENER_DIALOG_CASES[name];
  if (dialogCase.player) await startFreshSession(setup.page);
  const opener = await dialogCase.prepare(setup);
  if (opener) await opener.click();
  const dialog = openedDialog(setup.page, dialogCase);
  await expect(dialog).toBeVisible();
  return { dialog, opener };
}
