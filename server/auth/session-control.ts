import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { LiveSession } from '@contracts/types/account/sessions';
import { parseUserAgent } from '@contracts/domain/user-agent';
import { istanbulDateTimeText } from '@contracts/domain/istanbul-time';
import type { Locale } from '@server/i18n/locale';
import { translate } from '@server/i18n/messages';
import { DemoPlaceResolver } from './ip-place';
import type { IpPlace, PlaceResolver } from './ip-place';
import { NotificationTypes } from '@server/notifications/notifications';
import type { NotificationService } from '@server/notifications/notifications';
import { endSessions, hashToken, liveSessionSql } from './sessions';
import type { ClientInfo } from './sessions';

/** How long a hub ticket is accepted after it was issued, ms (docs/realtime.md "Hub tickets"). */
export const HUB_TICKET_TTL_MS = 60_000;
/** Most sessions the list shows (the schema's maxItems); a player with more sees the most recently used. */
const LIST_MAX = 200;
/** Longest device id kept from x-fingerprint (the site's is 32 hex characters). */
const DEVICE_ID_MAX = 200;

/** The login session a redeemed hub ticket stands for. */
export interface TicketHolder {
  playerId: number;
  sessionId: number;
}


/**
 * The player's control over his login sessions (docs/security.md "Sessions and tokens"): the list of his live
 * sessions, ending one or all others, single-use hub tickets, and the notice of a login from a new device.
 */
export class SessionControl {
  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationService,
    private readonly places: PlaceResolver = new DemoPlaceResolver(),
  ) {}

  /**
   * The live sessions of `playerId` (liveSessionSql: not ended, not idle past 24 h, within the absolute lifetime),
   * the caller's own (`currentSessionId`) first, then by last use, newest first; at most LIST_MAX.
   */
  async list(playerId: number, currentSessionId: number): Promise<LiveSession[]> {
    const rows = await typed(this.db)
      .selectFrom('sessions as s')
      .innerJoin('players as p', 'p.id', 's.player_id')
      .select(['s.id', 's.created_at', 's.last_seen', 's.ip', 's.user_agent'])
      .where('s.player_id', '=', playerId)
      // The one definition of a live session (sessions.ts).
      .where(sql<boolean>`${sql.raw(liveSessionSql('s', 'p'))}`)
      .orderBy(sql`s.id = ${currentSessionId}`, 'desc')
      .orderBy('s.last_seen', 'desc')
      .orderBy('s.id', 'desc')
      .limit(LIST_MAX)
      .execute();
    return rows.map((row) => {
      const place = this.places.place(row.ip);
      return {
        id: row.id,
        startedAt: row.created_at.toISOString(),
        lastSeen: row.last_seen.toISOString(),
        userAgent: row.user_agent,
        place: place.kind === 'place' ? place.name : null,
        localNetwork: place.kind === 'local',
        current: row.id === currentSessionId,
      };
    });
  }

  /**
   * Ends session `sessionId` when it is one of `playerId`'s live sessions, as logout does (endSessions: its hub
   * sockets close on every process, its game and sportsbook tokens are refused). False when it is not his, not live
   * or unknown: the caller answers the same 404 for each, so no id of another player can be probed.
   */
  async endOwn(playerId: number, sessionId: number): Promise<boolean> {
    const ended = await endSessions(this.db, { sessionId, playerId });
    return ended.length > 0;
  }

  /** Ends every live session of `playerId` but `currentSessionId`; returns how many it ended. */
  async endOthers(playerId: number, currentSessionId: number): Promise<number> {
    return (await endSessions(this.db, { playerId, exceptSessionId: currentSessionId })).length;
  }

  /**
   * A fresh single-use hub ticket for login session `sessionId`: 256-bit random (base64url), stored as its SHA-256
   * with its expiry (now + HUB_TICKET_TTL_MS by the database clock), so any process can redeem it once.
   */
  async issueHubTicket(sessionId: number): Promise<{ ticket: string; expiresInMs: number }> {
    const ticket = randomBytes(32).toString('base64url');
    await typed(this.db)
      .insertInto('hub_tickets')
      .values({
        ticket_hash: hashToken(ticket),
        session_id: sessionId,
        expires_at: sql<Date>`now() + make_interval(secs => ${HUB_TICKET_TTL_MS / 1000})`,
      })
      .execute();
    return { ticket, expiresInMs: HUB_TICKET_TTL_MS };
  }

  /**
   * Redeems a hub ticket: deletes it (so a second use finds nothing) and returns its session when the ticket had not
   * expired and the session is live (liveSessionSql); else null. One statement, atomic across processes.
   */
  async redeemHubTicket(ticket: string): Promise<TicketHolder | null> {
    if (!ticket || ticket.length > 100) return null;
    const rows = await this.db.query<{ session_id: number; player_id: number }>(
      `WITH used AS (DELETE FROM hub_tickets WHERE ticket_hash = $1 RETURNING session_id, expires_at)
       SELECT s.id AS session_id, s.player_id
       FROM used JOIN sessions s ON s.id = used.session_id JOIN players p ON p.id = s.player_id
       WHERE used.expires_at > now() AND ${liveSessionSql('s', 'p')}`,
      [hashToken(ticket)],
    );
    const row = rows[0];
    return row ? { playerId: Number(row.player_id), sessionId: Number(row.session_id) } : null;
  }


  /**
   * Records the device of a successful login and, when the player has not logged in from it before, notifies him
   * (tr/en by `locale`: when, device, browser, place, and what to do if it was not him). The device is the browser's
   * random device id (`client.fingerprint`: x-fingerprint, src/lib/fingerprint.ts), stored as SHA-256 of
   * '<player id>:<device id>'; a login without one is keyed by its user agent instead. `notify` false records silently
   * (the registration's own first login), as is the first device of a player with none recorded. Returns whether the
   * device was new.
   */
  async noteLoginDevice(playerId: number, client: ClientInfo, locale: Locale, notify = true): Promise<boolean> {
    // Without the site's device id (a script, a client that sends none) the user agent stands for the device: coarser,
    // but a scripted login with a new agent is still told to the player.
    const deviceId = client.fingerprint?.slice(0, DEVICE_ID_MAX) || `ua:${client.userAgent?.slice(0, 500) ?? ''}`;
    const inserted = await typed(this.db)
      .insertInto('player_devices')
      .values({ player_id: playerId, device_hash: hashToken(`${playerId}:${deviceId}`) })
      .onConflict((oc) => oc.doNothing())
      .returning('player_id')
      .execute();
    if (inserted.length === 0) return false;
    // The first device ever recorded for a player (an account from before devices were kept, the seeded demo player)
    // has nothing to be told apart from: recorded silently, like the registration's.
    const known = await typed(this.db)
      .selectFrom('player_devices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    if (notify && Number(known.n) > 1) await this.notifyNewDevice(playerId, client, locale);
    return true;
  }

  private async notifyNewDevice(playerId: number, client: ClientInfo, locale: Locale): Promise<void> {
    const device = parseUserAgent(client.userAgent);
    const unknown = translate(locale, 'sessions.unknown');
    await this.notifications.create(playerId, {
      type: NotificationTypes.System,
      title: translate(locale, 'sessions.newDeviceTitle'),
      note: translate(locale, 'sessions.newDeviceNote', {
        when: `${istanbulDateTimeText(new Date())} (TRT)`,
        device: device.os ?? unknown,
        browser: device.browser ?? unknown,
        place: placeText(locale, this.places.place(client.ip)),
      }),
    });
  }
}

function placeText(locale: Locale, place: IpPlace): string {
  if (place.kind === 'place') return place.name;
  return translate(locale, place.kind === 'local' ? 'sessions.localNetwork' : 'sessions.unknown');
}
