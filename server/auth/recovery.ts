import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { Locale } from '@server/i18n/locale';
import { translate } from '@server/i18n/messages';
import type { MessageSender } from '@server/notifications/message-sender';
import type { SmsBudget } from '@server/notifications/sms-budget';
import { hashPassword } from './password';
import { ApiFailure } from '@server/http/envelope';
import { checkCode, issueCode, raiseRefusal } from './verification-codes';
import { endSessions } from './sessions';

/**
 * Password recovery (docs/product.md §2 Recovery Password, §4 Recovery, §7 auth/sendresetpassword, checkresetcode,
 * changepasswordwithcode): a 6-digit reset code sent by SMS to the player's VERIFIED phone, valid 10 minutes,
 * 5 attempts. Unknown usernames get the same answers as known ones, so the calls cannot be used to list accounts
 * (docs/security.md "Nothing enumerates").
 */
export class RecoveryService {
  /**
   * `withinNumberLimits(phone)` counts one SMS to `phone` in the limits per number (smsNumberHour/Day) and says
   * whether it may go.
   */
  constructor(
    private readonly db: Db,
    private readonly sender: MessageSender,
    private readonly budget: SmsBudget,
    private readonly withinNumberLimits: (phone: string) => Promise<boolean>,
  ) {}

  private async activePlayer(username: string): Promise<{ id: number; username: string; phone: string; sms_verified: boolean } | null> {
    const row = await typed(this.db)
      .selectFrom('players')
      .select(['id', 'username', 'phone', 'sms_verified'])
      .where((eb) => eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(username)])))
      .where('status', '=', 'active')
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Issues and sends a reset code when `username` is an active player with a verified phone (sms_verified: the
   * number he proved with a code, docs/product.md §4 Phone verification), that number is within its SMS limits and
   * the overall SMS budget has room; does nothing (silently) otherwise. Run after the reply
   * (auth/sendresetpassword), so nothing of this shows in the answer or its timing.
   */
  async sendResetCode(username: string, locale: Locale): Promise<void> {
    const player = await this.activePlayer(username);
    if (!player?.sms_verified) return;
    if (!(await this.withinNumberLimits(player.phone))) return;
    if (!(await this.budget.reserve())) return;
    const code = await issueCode(this.db, player.id, 'password_reset');
    await this.sender.send({
      channel: 'sms', recipient: player.phone, body: translate(locale, 'account.resetCodeSms', { code }),
      code, playerId: player.id, username: player.username,
    });
  }

  /** Checks a reset code without using it up. Errors: ApiFailure 400 codeWrong / codeExpired / codeAttempts. */
  async checkResetCode(username: string, code: string): Promise<void> {
    const player = await this.activePlayer(username);
    raiseRefusal(await this.db.transaction((tx) => checkCode(tx, player?.id ?? null, 'password_reset', code, { consume: false })));
  }

  /**
   * Sets a new password with a valid reset code, uses the code up and ends every session of the player.
   * Errors: the code refusals of checkResetCode (ApiFailure 400). The confirmation (password2) is the route's check
   * (server/auth/routes/change-password-with-code.ts, the form's ui:options.matches). Returns the player's id (the
   * audit trail's password.reset row names him).
   */
  async changePasswordWithCode(username: string, code: string, password: string): Promise<number> {
    const player = await this.activePlayer(username);
    const hash = await hashPassword(password);
    const refusal = await this.db.transaction(async (tx) => {
      const result = await checkCode(tx, player?.id ?? null, 'password_reset', code, { consume: true });
      if (result || !player) return result;
      await typed(tx).updateTable('players').set({ password_hash: hash }).where('id', '=', player.id).execute();
      await endSessions(tx, { playerId: player.id });
      return null;
    });
    raiseRefusal(refusal);
    // checkCode has refused every code of an unknown player already (account.codeWrong).
    if (!player) throw new ApiFailure(400, 'account.codeWrong');
    return player.id;
  }
}
