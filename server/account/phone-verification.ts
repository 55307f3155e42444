import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { Locale } from '@server/i18n/locale';
import { translate } from '@server/i18n/messages';
import { phoneDigits } from '@contracts/domain/phone';
import type { MessageSender } from '@server/notifications/message-sender';
import type { SmsBudget } from '@server/notifications/sms-budget';
import type { NotificationService } from '@server/notifications/notifications';
import { NotificationTypes } from '@server/notifications/notifications';
import { checkCode, issueCode, raiseRefusal } from '@server/auth/verification-codes';

/**
 * Phone verification (docs/product.md §4 Phone verification, SMS verify dialog, Phone dialog pages; §7 customer/updatephone):
 * step 1 sends a 6-digit code by SMS to the given number; step 2 checks it and stores the number as verified.
 */
export class PhoneVerificationService {
  constructor(
    private readonly db: Db,
    private readonly sender: MessageSender,
    private readonly budget: SmsBudget,
    private readonly notifications: NotificationService,
  ) {}

  /**
   * Step 1: issues a code for `phone` (E.164, server/account/phones.ts storablePhone) and sends it by SMS.
   * Errors: ApiFailure 503 'account.smsBudgetSpent' when the overall SMS budget is spent (nothing issued).
   */
  async sendCode(playerId: number, phone: string, locale: Locale): Promise<void> {
    await this.budget.reserveOrRefuse();
    const player = await typed(this.db).selectFrom('players').select('username').where('id', '=', playerId).executeTakeFirst();
    const code = await issueCode(this.db, playerId, 'phone', phone);
    await this.sender.send({
      channel: 'sms', recipient: phone, body: translate(locale, 'account.phoneCodeSms', { code }),
      code, playerId, username: player?.username ?? null,
    });
  }

  /**
   * Step 2: checks the code sent to `phone` (E.164); on success stores `phone` and sms_verified = true and returns
   * the number in the API's digit form. When that moves the account to another number, the OLD number gets an SMS
   * and the player a notification (docs/security.md "Step-up": a takeover through a phone change is told where the
   * real player still looks), in `locale`.
   * Errors: ApiFailure 400 'account.codeWrong' (also for a number other than the one the code went to),
   * 'account.codeExpired', 'account.codeAttempts'.
   */
  async verify(playerId: number, phone: string, code: string, locale: Locale): Promise<{ phone: string; smsVerified: true }> {
    const outcome = await this.db.transaction(async (tx) => {
      const result = await checkCode(tx, playerId, 'phone', code, { consume: true, target: phone });
      if (result) return { refusal: result, before: null };
      const before = await typed(tx).selectFrom('players').select(['phone', 'username']).where('id', '=', playerId).forUpdate().executeTakeFirstOrThrow();
      await typed(tx).updateTable('players').set({ phone, sms_verified: true }).where('id', '=', playerId).execute();
      return { refusal: null, before };
    });
    raiseRefusal(outcome.refusal);
    const before = outcome.before;
    // Both numbers are E.164 (stored ones migrated), so equal strings are one handset.
    if (before && before.phone !== '' && before.phone !== phone) await this.tellPhoneChanged(playerId, before, phone, locale);
    return { phone: phoneDigits(phone), smsVerified: true };
  }

  /** The phone-change notice: an SMS to the old number and a System notification (stored and pushed), after commit. */
  private async tellPhoneChanged(playerId: number, before: { phone: string; username: string }, phone: string, locale: Locale): Promise<void> {
    const params = { username: before.username, last4: phone.slice(-4) };
    await this.sender.send({
      channel: 'sms', recipient: before.phone, body: translate(locale, 'account.phoneChangedSms', params), playerId, username: before.username,
    });
    await this.notifications.create(playerId, {
      type: NotificationTypes.System,
      title: translate(locale, 'account.phoneChangedTitle'),
      note: translate(locale, 'account.phoneChangedNote', params),
    });
  }
}
