import type { FastifyRequest } from 'fastify';
import type { Queryable } from '@server/db/db';
import type { Notification, NewNotification, NotificationService } from '@server/notifications/notifications';
import { activeExclusion } from '@server/protection/exclusion';
import type { ProtectionProfile } from '@server/protection/profile';

/** What the marketing gate reads: the app's database, profile and clock (the app instance has them: app.db, app.protection). */
export interface MarketingScope {
  db: Queryable;
  protection: { profile: ProtectionProfile; clock: { now(): Date } };
}

/**
 * Whether marketing may reach `playerId` (docs/registration-checks.md): not while a time-out or self-exclusion is in force,
 * unless the market's profile says `compliance.marketingToExcluded: true`. Marketing is the promotion popup, promo
 * notifications (Bonus and Jackpot offers) and bonus offers (trial bonus, promotion list); money notices are not.
 */
export async function marketingAllowed(scope: MarketingScope, playerId: number): Promise<boolean> {
  if (scope.protection.profile.marketingToExcluded === true) return true;
  return (await activeExclusion(scope.db, playerId, scope.protection.clock.now())) === null;
}

/** For a public route behind auth.optional: false when the caller's session belongs to a player marketing must not reach. */
export async function marketingAllowedFor(scope: MarketingScope, request: FastifyRequest): Promise<boolean> {
  const session = request.session;
  return session ? marketingAllowed(scope, session.playerId) : true;
}

/**
 * Sends a promotional notification (stored and pushed) unless the player is in a time-out or self-exclusion;
 * returns it, or null when it was held back (never stored, never pushed).
 */
export async function sendPromotion(
  scope: MarketingScope,
  notifications: NotificationService,
  playerId: number,
  input: NewNotification,
): Promise<Notification | null> {
  if (!(await marketingAllowed(scope, playerId))) return null;
  return notifications.create(playerId, input);
}
