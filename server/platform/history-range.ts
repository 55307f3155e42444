import { ApiFailure } from '@server/http/envelope';
import { field } from '@server/i18n/message-params';
import { istanbulDayEnd, istanbulDayStart } from '@contracts/domain/istanbul-time';

/**
 * The [start, end) instants of an inclusive range of Istanbul days (contracts/domain/istanbul-time.ts); open ends
 * are null. Throws RangeError for an impossible date such as 2024-02-31.
 */
export function dayRange(from?: string, to?: string): { start: Date | null; end: Date | null } {
  const start = from ? istanbulDayStart(from) : null;
  const end = to ? istanbulDayEnd(to) : null;
  return { start, end };
}

/**
 * The [start, end) instants of a history filter's inclusive Istanbul days (docs/histories.md; the site's quick
 * ranges count the same days, src/lib/history-ranges.ts); open ends are null. 400 naming the field for an
 * impossible date such as 2026-02-31 (protection.exportDate), 400 protection.exportOrder for a start after the end.
 */
export function historyRange(from?: string, to?: string): { start: Date | null; end: Date | null } {
  for (const [name, day] of [['from', from], ['to', to]] as const) {
    if (day === undefined) continue;
    try {
      dayRange(day);
    } catch {
      throw new ApiFailure(400, 'protection.exportDate', { field: field(name) });
    }
  }
  const range = dayRange(from, to);
  if (range.start && range.end && range.start.getTime() >= range.end.getTime()) throw new ApiFailure(400, 'protection.exportOrder');
  return range;
}
