import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import en from '@config/locales/en.json' with { type: 'json' };
import tr from '@config/locales/tr.json' with { type: 'json' };
import { PROVIDERS } from '@server/db/seed-data/casino';
import { DEMO_SLOT_TEXTS } from '@server/casino/providers/demo-slot-texts';
import { LAUNCH_KINDS, type LaunchKind } from '@server/casino/providers/game-provider';
import { escapeRegExp, gameFrame, moneyDigits, tilePlayButton } from '@tests/e2e/support/casino';
import { isPhone, loginByApi, registerByApi, startInLanguage } from '@tests/e2e/support/session';
import { fundPlayer } from '@tests/e2e/support/wallet';

/**
 * A real-money round in a game of every provider kind (docs/product.md §7 launch calls: LAUNCH_KINDS), in both
 * languages: a fresh funded player logs in, opens the game from the lobby, spins once inside the game
 * frame, and the frame's balance and the site's balance follow the round. Each kind's game is the first title of the
 * seed catalogue's first non-live provider of that kind (server/db/seed-data/casino.ts), so the journey follows the
 * catalogue. SoftGamings games arrive as HTML in a sandboxed srcdoc frame (opaque origin) whose own frame (#sg-game)
 * is the slot: its API calls are cross-origin there, so the CORS preflight must allow every header the slot sends.
 */
const GAMES = (Object.entries(LAUNCH_KINDS) as [LaunchKind, number][]).map(([kind, id]) => {
  const provider = PROVIDERS.find((p) => p.mainProviderId === id && !p.live);
  if (!provider) throw new Error(`the seed catalogue has no slot provider of the launch kind ${kind}`);
  return { kind, name: provider.titles[0] };
});

const LANGUAGES = ['tr', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
/** The last word of a lobby tile's play button name ("…, play" / "…, oyna": casino.play in config/locales). */
const PLAY_WORD: Record<Language, string> = { tr: tr.casino.play.split(', ').at(-1) ?? '', en: en.casino.play.split(', ').at(-1) ?? '' };

/** The slot page itself: the game frame, or for SoftGamings the game frame inside its relay frame. */
function slotFrame(page: Page, kind: LaunchKind): FrameLocator {
  return kind === 'softgamings' ? gameFrame(page).frameLocator('#sg-game') : gameFrame(page);
}

/** The site's balance while a game is open: the header on desktop, the game modal's bar on phones. */
function siteBalance(page: Page) {
  return isPhone(page) ? page.getByTestId('play-bar-balance') : page.getByTestId('header-balance');
}

/**
 * Plays one ₺5 round in the open game of `kind`: the game session loads with `balance` (digits), the round ends with
 * a win or a loss in the game's language, and the site's balance follows the frame's.
 */
async function playRound(page: Page, kind: LaunchKind, lang: Language, balance: string): Promise<void> {
  const slot = DEMO_SLOT_TEXTS[lang];
  const frame = slotFrame(page, kind);
  const shown = frame.getByTestId('demo-balance');
  // The game session loads: balance and stakes shown, Spin enabled (a refused call leaves "…" and an error).
  await expect(shown, `the ${kind} game session loads`).toHaveText(/\d/);
  expect(moneyDigits((await shown.textContent()) ?? '')).toBe(balance);
  await frame.getByRole('combobox', { name: slot.stake }).selectOption('5');
  await frame.getByRole('button', { name: slot.spin }).click();
  const [before, after] = slot.win.split('{amount}').map(escapeRegExp);
  await expect(frame.getByRole('status')).toHaveText(new RegExp(`^(${before}.+${after}|${escapeRegExp(slot.lose)})$`));
  // A ₺5 stake never comes back as exactly ₺5 (the pay table's multipliers), so the balance moved.
  const next = moneyDigits((await shown.textContent()) ?? '');
  expect(next).not.toBe(balance);
  // The frame's balance message refreshes the site's balance.
  await expect.poll(async () => moneyDigits((await siteBalance(page).textContent()) ?? '')).toBe(next);
}

/**
 * One test per kind and language, a fresh player each: the minimum game cycle (docs/protection-enforcement.md) spaces
 * one player's rounds 2.5 s apart, and each test stays independent.
 */
for (const lang of LANGUAGES) {
  for (const { kind, name } of GAMES) {
    test(`${kind}: a real-money round of ${name} in ${lang}`, async ({ page, request }) => {
      const player = await registerByApi(request);
      await fundPlayer(request, player.username, player.password, 100);
      await startInLanguage(page, lang);
      await loginByApi(page, player);
      await page.goto(`/casino/slot?search=${encodeURIComponent(name)}`);
      await tilePlayButton(page, name, PLAY_WORD[lang]).click();
      await playRound(page, kind, lang, '10000');
    });
  }
}
