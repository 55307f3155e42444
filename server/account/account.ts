import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import { hashPassword } from '@server/auth/password';
import { endSessions } from '@server/auth/sessions';

/** The account page's own changes (docs/product.md §5 Change password, §4 Phone verification). */
export class AccountService {
  constructor(private readonly db: Db) {}

  /**
   * Refuses a new password equal to the current one, stores the new hash and ends the player's other sessions
   * (`keepSessionId` stays), in one transaction. The caller has proven `oldPassword` (PlayerService.provePassword).
   * Errors: ApiFailure 400 'account.samePassword'.
   */
  async changePassword(playerId: number, keepSessionId: number, oldPassword: string, password: string): Promise<void> {
    if (password === oldPassword) throw new ApiFailure(400, 'account.samePassword');
    const hash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await typed(tx).updateTable('players').set({ password_hash: hash }).where('id', '=', playerId).execute();
      await endSessions(tx, { playerId, exceptSessionId: keepSessionId });
    });
  }

  /** The names the registration checks compare (docs/registration-checks.md); throws when the id is unknown. */
  async names(playerId: number): Promise<{ name: string; surname: string; username: string }> {
    return typed(this.db).selectFrom('players').select(['name', 'surname', 'username']).where('id', '=', playerId).executeTakeFirstOrThrow();
  }
}
