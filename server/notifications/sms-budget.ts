import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';

/** SMS per UTC hour and per Türkiye day (config/site.json phones.smsBudget). */
export interface SmsBudgetLimits {
  perHour: number;
  perDay: number;
}

/** What the operator sees (GET operator/sms): SMS sent in the current hour and day, and the budget of each. */
export interface SmsBudgetUsage {
  hour: { window: string; sent: number; budget: number };
  day: { window: string; sent: number; budget: number };
}

/** The current windows by the database clock: the UTC hour 'YYYY-MM-DDTHH' and the Türkiye day (UTC+3) 'YYYY-MM-DD'. */
const HOUR_KEY = sql<string>`to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24')`;
const DAY_KEY = sql<string>`to_char((now() AT TIME ZONE 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;

/**
 * The overall SMS budget (docs/security.md "Phone numbers and SMS"): however many numbers, players and addresses a
 * caller uses, the site sends at most `perHour` SMS per UTC hour and `perDay` per Türkiye day. Counted in the
 * `sms_budget` table (migration 176), so every process on the database shares it. A send first reserves one SMS
 * of both windows (reserve), in one transaction: both counts go up, or neither does.
 */
export class SmsBudget {
  /** Told of every SMS counted (the metrics, docs/operations.md "Metrics"). */
  private reserved: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    readonly limits: SmsBudgetLimits,
  ) {}

  /** Whether both windows still have room (nothing is counted). */
  async open(): Promise<boolean> {
    const usage = await this.usage();
    return usage.hour.sent < usage.hour.budget && usage.day.sent < usage.day.budget;
  }

  /** 503 'account.smsBudgetSpent' when the budget of the hour or the day is spent (nothing is counted). */
  async assertOpen(): Promise<void> {
    if (!(await this.open())) throw new ApiFailure(503, 'account.smsBudgetSpent');
  }

  /**
   * Counts one SMS in the current hour and day when both have room and returns true; otherwise counts nothing and
   * returns false. Atomic across processes: the upsert locks each window's row, and a count past its budget rolls
   * the transaction back.
   */
  async reserve(): Promise<boolean> {
    try {
      await this.db.transaction(async (tx) => {
        const { rows } = await sql<{ period: 'hour' | 'day'; sent: number }>`
          INSERT INTO sms_budget AS b (period, window_key, sent) VALUES ('day', ${DAY_KEY}, 1), ('hour', ${HOUR_KEY}, 1)
          ON CONFLICT (period, window_key) DO UPDATE SET sent = b.sent + 1
          RETURNING period, sent`.execute(typed(tx));
        for (const row of rows) {
          if (row.sent > (row.period === 'hour' ? this.limits.perHour : this.limits.perDay)) throw new BudgetSpent();
        }
        await typed(tx).deleteFrom('sms_budget').where('period', '=', 'hour').where('window_key', '<', HOUR_KEY).execute();
        await typed(tx).deleteFrom('sms_budget').where('period', '=', 'day').where('window_key', '<', DAY_KEY).execute();
      });
      this.reserved?.();
      return true;
    } catch (error) {
      if (error instanceof BudgetSpent) return false;
      throw error;
    }
  }

  /** Sets the observer of every SMS counted by reserve: each is one SMS about to go to the provider. */
  observeReservations(observer: () => void): void {
    this.reserved = observer;
  }

  /** Like reserve, but 503 'account.smsBudgetSpent' when there is no room. */
  async reserveOrRefuse(): Promise<void> {
    if (!(await this.reserve())) throw new ApiFailure(503, 'account.smsBudgetSpent');
  }

  /** SMS sent in the current hour and day with their budgets. */
  async usage(): Promise<SmsBudgetUsage> {
    const { rows } = await sql<{ hour: string; day: string; hour_sent: number | null; day_sent: number | null }>`
      SELECT ${HOUR_KEY} AS hour, ${DAY_KEY} AS day,
        (SELECT sent FROM sms_budget WHERE period = 'hour' AND window_key = ${HOUR_KEY}) AS hour_sent,
        (SELECT sent FROM sms_budget WHERE period = 'day' AND window_key = ${DAY_KEY}) AS day_sent`.execute(typed(this.db));
    const row = rows[0];
    return {
      hour: { window: row.hour, sent: Number(row.hour_sent ?? 0), budget: this.limits.perHour },
      day: { window: row.day, sent: Number(row.day_sent ?? 0), budget: this.limits.perDay },
    };
  }
}

/** Rolls back a reservation past the budget. */
class BudgetSpent extends Error {}
