import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db/db';

/**
 * Resolves once this process has heard every change announced so far on `channels` (docs/read-models.md "Tests"): a
 * probe sent on each channel after the writer's commit reaches this listener only after the app's listeners,
 * registered first on the same LISTEN, handled the writer's notifications (delivered in commit order). The app's
 * listeners hear the probe too, which costs them one more refresh and changes nothing.
 */
export async function heard(db: Db, channels: readonly string[]): Promise<void> {
  await Promise.all(
    channels.map(async (channel) => {
      const probe = `probe-${randomUUID()}`;
      let arrived!: () => void;
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      const unlisten = await db.listen(channel, (payload) => {
        if (payload === probe) arrived();
      });
      await db.notify(channel, probe);
      await arrival;
      await unlisten();
    }),
  );
}
