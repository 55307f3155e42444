import type { Db } from '../db/db.ts';
import { typed } from '../db/typed.ts';
import type { Locale } from '../i18n/locale.ts';
import { translate } from '../i18n/messages.ts';
import { phoneDigits } from '../../contracts/domain/phone.ts';
import type { MessageSender } from './message-sender.ts';
import type { SmsBudget } from './sms-budget.ts';
import { checkCode, issueCode, raiseRefusal } from './verification-codes.ts';

/**
 * Phone verification (docs/product.md §4 Phone verification, SMS verify dialog, Phone dialog pages; §7 customer/updatephone):
 * step 1 sends a 6-digit code by SMS to the given number; step 2 checks it and stores the number as verified.
 */
export class PhoneVerificationService {
  constructor(
    private readonly db: Db,
    private readonly sender: MessageSender,
    private readonly budget: SmsBudget,
  ) {}

  /**
   * Step 1: issues a code for `phone` (E.164, server/services/phones.ts storablePhone) and sends it by SMS.
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
   * the number in the API's digit form.
   * Errors: ApiFailure 400 'account.codeWrong' (also for a number other than the one the code went to),
   * 'account.codeExpired', 'account.codeAttempts'.
   */
  async verify(playerId: number, phone: string, code: string): Promise<{ phone: string; smsVerified: true }> {
    const refusal = await this.db.transaction(async (tx) => {
      const result = await checkCode(tx, playerId, 'phone', code, { consume: true, target: phone });
      if (!result) await typed(tx).updateTable('players').set({ phone, sms_verified: true }).where('id', '=', playerId).execute();
      return result;
    });
    raiseRefusal(refusal);
    return { phone: phoneDigits(phone), smsVerified: true };
  }
}
