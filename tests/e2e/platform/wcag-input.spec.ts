import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { carouselMotion, expectNoCaptcha, expectPasteableCredential, liveChanges, recordedMotion, recordLiveChanges, watchCanvases, watchShakes } from './wcag-input-support';
import { fillFastRegister, nextCode, openRegister, outbox, registerVerifiedByApi } from '@tests/e2e/support/account';
import { bell, connectionDot, pushNotification } from '@tests/e2e/support/notifications';
import { advancePlayerClock, LIMITS_URL, protectionCall } from '@tests/e2e/support/protection';
import { loginByApi, loginThroughDialog, newPlayer, openLogin, type PlayerCredentials, registerByApi, startInLanguage } from '@tests/e2e/support/session';
import { grantClipboard, tokenOf } from '@tests/e2e/support/wallet';

/*
 * The WCAG 2.2 input, timing and motion criteria axe cannot judge, driven through the real forms on
 * the real server. The conformance table that points here is docs/accessibility.md.
 */

test.beforeEach(async ({ page }) => {
  await startInLanguage(page, 'en');
});

const toast = (page: Page, text: RegExp | string) => page.getByRole('status').filter({ hasText: text });

/** '5321112233' as the phone field shows it: '+90 (532) 111 22 33'. */
const shownPhone = (digits: string) => `+90 (${digits.slice(0, 3)}) ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;

/** Opens Recovery Password from the login dialog (opened first unless it is open). */
async function openRecovery(page: Page, loginOpen = false): Promise<Locator> {
  if (!loginOpen) await openLogin(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Recovery Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recovery Password' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens the Phone Verification dialog from Personal Information ('Verify phone', or 'Update Number' once verified). */
async function openPhoneDialog(page: Page): Promise<Locator> {
  await page.goto('/dashboard/account');
  await page.getByRole('main').getByRole('button', { name: /^(Verify phone|Update Number)$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Phone Verification' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * A new player, logged in under Playwright's installed clock (the tests move time with it), on the Phone Verification
 * dialog after Send Code. Returns the dialog and the player.
 */
async function phoneCodeSent(page: Page, request: APIRequestContext): Promise<{ phone: Locator; player: PlayerCredentials }> {
  await page.clock.install();
  const player = await registerByApi(request);
  await loginByApi(page, player);
  await page.goto('/');
  const phone = await openPhoneDialog(page);
  await phone.getByRole('button', { name: 'Send Code' }).click();
  return { phone, player };
}

test('3.3.8 Accessible Authentication: login, recovery and sign-up fields accept paste, have the right autocomplete, no captcha', async ({
  page,
  context,
  request,
}) => {
  await grantClipboard(context);
  const player = await registerVerifiedByApi(request);
  await page.goto('/');

  await openLogin(page);
  const login = page.getByRole('dialog', { name: 'Login' });
  await expectPasteableCredential(page, login.getByLabel('Username', { exact: true }), 'username', player.username);
  await expectPasteableCredential(page, login.getByLabel('Password', { exact: true }), 'current-password', player.password);
  // Username and password in ONE form, so a password manager saves and fills them together.
  expect(
    await login.getByLabel('Password', { exact: true }).evaluate((el) => {
      const form = (el as HTMLInputElement).form;
      return form !== null && form.querySelector('input[autocomplete="username"]') !== null;
    }),
  ).toBe(true);
  await expectNoCaptcha(login);

  // Recovery: every step's field pastes, and the pasted values are what the server gets (the change succeeds).
  const recovery = await openRecovery(page, true);
  await expectPasteableCredential(page, recovery.getByLabel('Username', { exact: true }), 'username', player.username);
  await recovery.getByRole('button', { name: 'Send Code' }).click();
  const code = await nextCode(request, player.username, 1);
  const codeField = recovery.getByLabel('Reset Code', { exact: true });
  await expectPasteableCredential(page, codeField, 'one-time-code', code);
  // One input takes the whole code (no split boxes to fill one by one).
  await expect(recovery.locator('input[autocomplete="one-time-code"]')).toHaveCount(1);
  await recovery.getByRole('button', { name: 'Continue' }).click();
  await expectPasteableCredential(page, recovery.getByLabel('New Password', { exact: true }), 'new-password', 'Pasted12345');
  await expectPasteableCredential(page, recovery.getByLabel('Confirm Password', { exact: true }), 'new-password', 'Pasted12345');
  await expectNoCaptcha(recovery);
  await recovery.getByRole('button', { name: 'Change Password' }).click();
  await expect(recovery.getByText('Password change successful. You are now directed to the login page.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible({ timeout: 3000 });
  expect((await request.post('/api/auth/login', { data: { username: player.username, password: 'Pasted12345' } })).ok()).toBe(true);

  // Sign-up, both variants.
  await page.keyboard.press('Escape');
  const signUp = await openRegister(page);
  for (const tab of ['Fast Register', 'Default Register']) {
    await signUp.getByRole('tab', { name: tab }).click();
    await expectPasteableCredential(page, signUp.getByLabel('Username', { exact: true }), 'username', 'pastedname1');
    await expectPasteableCredential(page, signUp.getByLabel('Password', { exact: true }), 'new-password', 'Secret123');
    await expectPasteableCredential(page, signUp.getByLabel('Confirm Password', { exact: true }), 'new-password', 'Secret123');
    await expectPasteableCredential(page, signUp.getByLabel('Phone', { exact: true }), /^tel/, '5321112233', shownPhone('5321112233'));
    await expectNoCaptcha(signUp);
  }
});

test('3.3.8 Accessible Authentication: SMS codes, phone and change-password fields of a player accept paste with the right autocomplete', async ({
  page,
  context,
  request,
}) => {
  await grantClipboard(context);
  await page.goto('/');
  const signUp = await openRegister(page);
  const player = await fillFastRegister(signUp, { trialBonus: true });
  await signUp.getByRole('button', { name: 'Register' }).click();

  // The SMS verify dialog of the sign-up: phone (tel) and code (one-time-code, one input for the whole code).
  const step1 = page.getByRole('dialog', { name: 'Set Phone Number' });
  await expect(step1.getByLabel('Phone', { exact: true })).toHaveAttribute('autocomplete', /^tel/);
  await step1.getByRole('button', { name: 'Send Code' }).click();
  const step2 = page.getByRole('dialog', { name: 'Set Sms Code' });
  const smsCode = await nextCode(request, player.username, 0);
  await expectPasteableCredential(page, step2.getByLabel('SMS Code', { exact: true }), 'one-time-code', smsCode, /^\d\d-\d\d-\d\d$/);
  await expect(step2.locator('input[autocomplete="one-time-code"]')).toHaveCount(1);
  await expectNoCaptcha(step2);
  await step2.getByRole('button', { name: 'Validate' }).click();
  await expect(toast(page, 'Your phone number has been verified.')).toBeVisible();
  await page.keyboard.press('Escape');

  // Change Password from the dashboard tile; the pasted passwords are the ones the server takes.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Change Password/ }).click();
  const change = page.getByRole('dialog', { name: 'Change Password' });
  await expectPasteableCredential(page, change.getByLabel('Old Password', { exact: true }), 'current-password', player.password);
  await expectPasteableCredential(page, change.getByLabel('Password', { exact: true }), 'new-password', 'Fresh12345');
  await expectPasteableCredential(page, change.getByLabel('Confirm Password', { exact: true }), 'new-password', 'Fresh12345');
  await expectNoCaptcha(change);
  await change.getByRole('button', { name: 'Change' }).click();
  await expect(toast(page, 'Your password has been changed.')).toBeVisible();

  // The phone dialog: Update (tel), then the code page (one-time-code, mask 000-000).
  const phone = await openPhoneDialog(page);
  await phone.getByRole('button', { name: 'Update Number' }).click();
  await expectPasteableCredential(page, phone.getByLabel('Phone', { exact: true }), /^tel/, '5329998877', shownPhone('5329998877'));
  // Counted before the click: read after it, the outbox may not hold the new code yet and the newest is the old one.
  const sentBefore = (await outbox(request, player.username)).length;
  await phone.getByRole('button', { name: 'Send Code' }).click();
  const phoneCode = await nextCode(request, player.username, sentBefore);
  await expectPasteableCredential(page, phone.getByLabel('SMS Code', { exact: true }), 'one-time-code', phoneCode, /^\d{3}-\d{3}$/);
  await phone.getByRole('button', { name: 'Verify' }).click();
  await expect(phone.getByTestId('phone-status')).toHaveText('( Verified )');
  await expect(phone.getByTestId('phone-number')).toHaveText(shownPhone('5329998877'));
});

test('3.3.7 Redundant Entry: sign-up carries what was typed across the Fast and Default tabs and into phone verification', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const signUp = await openRegister(page);
  const player = await fillFastRegister(signUp, { trialBonus: true });
  const field = (label: string) => signUp.getByLabel(label, { exact: true });

  // The Default tab asks for the same person: what the Fast tab took is already there.
  await signUp.getByRole('tab', { name: 'Default Register' }).click();
  await expect(field('Name')).toHaveValue('Gülşen');
  await expect(field('Surname')).toHaveValue('Işık');
  await expect(field('Username')).toHaveValue(player.username);
  await expect(field('E-mail')).toHaveValue(`${player.username}@example.com`);
  await expect(field('Phone')).toHaveValue(shownPhone(player.phoneDigits));
  await expect(field('Password')).toHaveValue(player.password);
  await expect(field('Confirm Password')).toHaveValue(player.password);
  await field('TC No').pressSequentially('12345678950');
  await field('Surname').fill('Işıkçı');

  // Back on Fast: the change made on Default is there; back on Default: TC No is kept.
  await signUp.getByRole('tab', { name: 'Fast Register' }).click();
  await expect(field('Surname')).toHaveValue('Işıkçı');
  await expect(field('Username')).toHaveValue(player.username);
  await signUp.getByRole('tab', { name: 'Default Register' }).click();
  await expect(field('TC No')).toHaveValue('12345678950');
  await signUp.getByRole('tab', { name: 'Fast Register' }).click();
  await signUp.getByRole('button', { name: 'Register' }).click();

  // Phone verification right after sign-up: the number of the form, not asked again.
  const step1 = page.getByRole('dialog', { name: 'Set Phone Number' });
  await expect(step1.getByLabel('Phone', { exact: true })).toHaveValue(shownPhone(player.phoneDigits));
  await step1.getByRole('button', { name: 'Send Code' }).click();
  const step2 = page.getByRole('dialog', { name: 'Set Sms Code' });
  await expect(step2.getByText(`Enter the 6-digit code we sent to ${shownPhone(player.phoneDigits)}.`)).toBeVisible();
  await nextCode(request, player.username, 0);
  // Going back to change the number keeps it to edit.
  await step2.getByRole('button', { name: 'Change Phone Number' }).click();
  await expect(page.getByRole('dialog', { name: 'Set Phone Number' }).getByLabel('Phone', { exact: true })).toHaveValue(
    shownPhone(player.phoneDigits),
  );
});

test('3.3.7 Redundant Entry: recovery and the phone dialog never ask again for the username or the number', async ({ page, request }) => {
  // Reset codes go to a verified phone only: his outbox starts with that verification SMS.
  const player = await registerVerifiedByApi(request);
  await page.goto('/');
  const recovery = await openRecovery(page);
  await recovery.getByLabel('Username', { exact: true }).fill(player.username);
  await recovery.getByRole('button', { name: 'Send Code' }).click();
  // Step 2 names the username and asks only for the code.
  await expect(recovery.getByText(`Enter the reset code we sent by SMS for ${player.username}.`)).toBeVisible();
  await expect(recovery.getByRole('textbox')).toHaveCount(1);
  await expect(recovery.getByLabel('Username', { exact: true })).toHaveCount(0);
  await nextCode(request, player.username, 1);
  // Back to step 1 for a new code: the username is kept.
  await recovery.getByRole('button', { name: 'Send a new code' }).click();
  await expect(recovery.getByLabel('Username', { exact: true })).toHaveValue(player.username);
  await recovery.getByRole('button', { name: 'Send Code' }).click();
  const code = await nextCode(request, player.username, 2);
  await recovery.getByLabel('Reset Code', { exact: true }).fill(code);
  await recovery.getByRole('button', { name: 'Continue' }).click();
  // Step 3: only the new password, twice (confirmation is not redundant entry: WCAG 3.3.7 exception for security).
  await expect(recovery.getByText('Step 3 of 3')).toBeVisible();
  await expect(recovery.getByLabel('Username', { exact: true })).toHaveCount(0);
  await expect(recovery.getByLabel('Reset Code', { exact: true })).toHaveCount(0);
  await recovery.getByLabel('New Password', { exact: true }).fill('Yeni12345');
  await recovery.getByLabel('Confirm Password', { exact: true }).fill('Yeni12345');
  await recovery.getByRole('button', { name: 'Change Password' }).click();
  await expect(recovery.getByText('Password change successful. You are now directed to the login page.')).toBeVisible();

  // The phone dialog: Update starts from the account's number; back from the code page keeps the number just typed.
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible({ timeout: 3000 });
  await page.keyboard.press('Escape');
  await loginThroughDialog(page, player.username, 'Yeni12345');
  const phone = await openPhoneDialog(page);
  await phone.getByRole('button', { name: 'Update Number' }).click();
  const number = phone.getByLabel('Phone', { exact: true });
  await expect(number).toHaveValue(/^\+90 \(555\) \d{3} \d\d \d\d$/);
  await number.click();
  await number.press('ControlOrMeta+a');
  await number.press('Backspace');
  await number.pressSequentially('5321112233');
  await phone.getByRole('button', { name: 'Send Code' }).click();
  await expect(phone.getByText(`Enter the 6-digit code we sent to ${shownPhone('5321112233')}.`)).toBeVisible();
  await phone.getByRole('button', { name: 'Update Number' }).click();
  await expect(phone.getByLabel('Phone', { exact: true })).toHaveValue(shownPhone('5321112233'));
});

test('a toast over an open dialog is shown but never takes the dialog\'s clicks (the dialog is modal)', { tag: '@both' }, async ({ page, request }) => {
  await phoneCodeSent(page, request);
  const toast = page.locator('[data-rht-toaster] > div').filter({ hasText: 'A verification code has been sent to your phone.' });
  await expect(toast).toBeVisible();
  // Held on screen: the clock stops a second ahead (well inside the toast's 4 s, and never in the past by the time it
  // is applied), so its dismissal timer never fires.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  // Fully in: react-hot-toast keeps a toast transparent and click-through until it is measured and shown.
  await expect(toast.locator(':scope > div')).toHaveCSS('opacity', '1');
  const hit = await toast.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top?.closest('[data-rht-toaster]') ? 'toast' : (top?.tagName ?? 'nothing');
  });
  expect(hit).not.toBe('toast');
  expect(hit).not.toBe('nothing');
  await expect(toast).toBeVisible();
});

test('2.2.1 Timing Adjustable: the 60 s resend countdown limits no entry and is announced once when it ends, not every second', async ({
  page,
  request,
}) => {
  const { phone, player } = await phoneCodeSent(page, request);
  const countdown = phone.getByTestId('resend-countdown');
  // The installed clock keeps running at real speed besides the jumps: values are checked as ranges.
  await expect(countdown).toHaveText(/^(60|5\d) s$/);
  await expect(countdown).toHaveAttribute('role', 'timer');
  await recordLiveChanges(phone);

  // Ten seconds of countdown: the number moves, nothing is announced.
  await page.clock.runFor(10_000);
  await expect(countdown).toHaveText(/^([1-4]\d|50) s$/);
  expect(await liveChanges(page)).toEqual([]);

  // The countdown ends: one polite announcement that a new code can be asked for.
  await page.clock.runFor(50_000);
  await expect(phone.getByRole('button', { name: 'Click to resend' })).toBeVisible();
  expect(await liveChanges(page)).toEqual(['You can ask for a new code now.']);
  await expect(phone.getByRole('status').filter({ hasText: 'You can ask for a new code now.' })).toBeAttached();

  // The countdown only delayed a resend: past it, the code field is open and the code sent before still verifies.
  const code = await nextCode(request, player.username, 0);
  const field = phone.getByLabel('SMS Code', { exact: true });
  await expect(field).toBeEnabled();
  await field.pressSequentially(code);
  await phone.getByRole('button', { name: 'Verify' }).click();
  await expect(phone.getByTestId('phone-status')).toHaveText('( Verified )');
});

test('2.2.1 Timing Adjustable: the reality check waits for the player and Continue extends play; the session-limit warning comes before the end', async ({
  page,
}) => {
  await page.clock.install();
  const player = await newPlayer(page);
  await page.goto(LIMITS_URL);
  // The interval is the player's to choose (or leave off): adjustable.
  await page.getByRole('radiogroup', { name: 'Reality check' }).getByText('Every 15 min').click();
  await expect(page.getByText('Reality check saved.')).toBeVisible();

  await advancePlayerClock(page.request, player.username, 15 * 60_000);
  await page.clock.fastForward('15:05');
  const check = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  // No answer for ten minutes: the check is still there and the player is still logged in (no time-out).
  await page.clock.fastForward('10:00');
  await expect(check).toBeVisible();
  await expect(check.getByRole('button', { name: 'Continue playing' })).toBeEnabled();
  const token = await tokenOf(page);
  await check.getByRole('button', { name: 'Continue playing' }).click();
  await expect(check).toBeHidden();
  // Continue gives a whole new interval.
  const status = await protectionCall<{ realityCheck: { nextDueAt: string | null }; serverTime?: string }>(page.request, token, 'GET', 'protection/status');
  expect(status.realityCheck.nextDueAt).not.toBeNull();

  // A session-time limit of 30 min (15 min of the session are behind): at about 25 min the player is warned, while
  // the session still runs. The limit is his own and his to change on the limits page.
  await protectionCall(page.request, token, 'POST', 'protection/setlimit', { type: 'session', period: 'day', value: 30 });
  await expect(connectionDot(page)).toHaveAttribute('data-state', 'Connected');
  await advancePlayerClock(page.request, player.username, 10 * 60_000);
  await page.clock.runFor(3_000);
  await expect(page.getByRole('alert').filter({ hasText: /You have used (9\d|8\d)% of your daily session/ })).toBeVisible();
  expect((await page.request.get('/api/protection/status', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
});

test('2.3.3 Animation from Interactions: under prefers-reduced-motion no carousel autoplay, confetti or bell shake; without it they run', async ({
  page,
  request,
}) => {
  // The page's clock: the product's own delays below are run through at once rather than slept through.
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel).toHaveAttribute('data-state', 'loaded');
  // The carousel re-measures and would start autoplay 100 ms after the slides arrive (docs/product.md §4): that
  // timer has run.
  await page.clock.runFor(400);
  expect((await carouselMotion(page)).autoplay).toBe(false);
  await page.locator('.swiper-pagination-bullet').nth(1).click();
  await expect(page.locator('.swiper-pagination-bullet').nth(1)).toHaveClass(/swiper-pagination-bullet-active/);
  expect((await carouselMotion(page)).transitionS).toBeLessThan(0.001);
  // The same page without the setting: autoplay runs; with it again: autoplay stops.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect.poll(async () => (await carouselMotion(page)).autoplay).toBe(true);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(async () => (await carouselMotion(page)).autoplay).toBe(false);

  // Still with the setting: the celebration after sign-up and phone check throws no confetti, a notification rings
  // nothing. The body is watched from before the celebration opens.
  await watchCanvases(page);
  // canvas-confetti is its own chunk, loaded at the first burst (src/features/auth/register/confetti.ts).
  const confettiLoads: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/confetti\.module-[^/]+\.js$/.test(r.url())) confettiLoads.push(r.url());
  });
  const signUp = await openRegister(page);
  const player = await fillFastRegister(signUp, { trialBonus: true });
  await signUp.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('dialog', { name: 'Set Phone Number' }).getByRole('button', { name: 'Send Code' }).click();
  const step2 = page.getByRole('dialog', { name: 'Set Sms Code' });
  await step2.getByLabel('SMS Code', { exact: true }).pressSequentially(await nextCode(request, player.username, 0));
  await step2.getByRole('button', { name: 'Validate' }).click();
  const celebration = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(celebration).toBeVisible();
  await expect(connectionDot(page)).toHaveAttribute('data-state', 'Connected');
  await watchShakes(page.getByTestId('notification-bell').filter({ visible: true }));
  const unread = async () => Number((await bell(page).getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);
  const before = await unread();
  await pushNotification(request, player.username, { type: 1, title: 'Calm', note: 'No motion' });
  await expect.poll(unread).toBe(before + 1);
  // The burst would start 100 ms after the celebration opened (docs/product.md §4), once its chunk has loaded: that
  // timer has run (runFor returns once the callbacks it fired have run), and the chunk was not even asked for.
  await page.clock.runFor(1000);
  expect(confettiLoads).toEqual([]);
  expect(await recordedMotion(page)).toEqual({ shakes: 0, canvases: 0 });

  // Without the setting: 'Yes' to the trial bonus throws confetti (canvas-confetti draws on a canvas it adds to the
  // body), and the next notification rings the bell.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await celebration.getByRole('button', { name: 'Yes' }).click();
  await expect(page.locator('body > canvas')).toHaveCount(1);
  expect(confettiLoads).toHaveLength(1);
  const calm = await unread();
  await pushNotification(request, player.username, { type: 1, title: 'Lively', note: 'Motion' });
  await expect.poll(unread).toBe(calm + 1);
  await expect.poll(async () => (await recordedMotion(page)).shakes).toBeGreaterThan(0);
});

test('2.2.2 Pause, Stop, Hide: the carousel Pause button stops the slides and Play restarts them; focus and hover hold them', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel).toHaveAttribute('data-state', 'loaded');
  const region = page.getByRole('region', { name: 'Featured promotions' });
  const active = () => carousel.locator('.swiper-pagination-bullet-active').getAttribute('aria-label');
  /** Fast-forwards the page clock past one autoplay delay (5 s, docs/product.md §9) and returns the slide shown. */
  const afterDelay = async () => {
    await page.clock.runFor(6_000);
    return active();
  };
  await expect.poll(async () => (await carouselMotion(page)).autoplay).toBe(true);
  const first = await active();
  await expect.poll(afterDelay, { message: 'autoplay moves on by itself' }).not.toBe(first);

  // A visible button, a 24 px target at least, reached and used by keyboard.
  const pause = region.getByRole('button', { name: 'Pause slides' });
  await expect(pause).toBeVisible();
  const box = (await pause.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  await pause.focus();
  await page.keyboard.press('Enter');
  const play = region.getByRole('button', { name: 'Play slides' });
  await expect(play).toBeFocused();
  const paused = await active();
  for (let i = 0; i < 3; i++) expect(await afterDelay(), 'no slide change while paused').toBe(paused);
  expect((await carouselMotion(page)).autoplay).toBe(false);

  await play.click();
  await expect(region.getByRole('button', { name: 'Pause slides' })).toBeVisible();
  await expect.poll(afterDelay, { message: 'Play restarts autoplay' }).not.toBe(paused);

  // Focus on a bullet holds autoplay; it runs again once focus leaves the slides.
  const bullet = carousel.locator('.swiper-pagination-bullet-active');
  await bullet.focus();
  // The hold is React state applied by an effect, and a slide may be moving when focus arrives: let the page clock run
  // 1 s (less than the 5 s delay) so both settle before the slide shown is read.
  await page.clock.runFor(1_000);
  const focusedOn = await active();
  expect(await afterDelay(), 'no slide change while a bullet has focus').toBe(focusedOn);
  await region.getByRole('button', { name: 'Pause slides' }).focus();
  await expect.poll(afterDelay, { message: 'autoplay runs again after focus leaves' }).not.toBe(focusedOn);

  // The pointer over the slides holds it too (Swiper pauseOnMouseEnter).
  await page.mouse.move(1, 1);
  await carousel.locator('.swiper-slide-active').hover();
  const hovered = await active();
  expect(await afterDelay(), 'no slide change while the pointer is on the slides').toBe(hovered);
});
