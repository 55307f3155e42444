import { ApiFailure } from '../http/envelope.ts';
import { field } from '../i18n/message-params.ts';

/** Türkiye has been on UTC+3 all year since 2016, so a fixed offset gives the player's calendar day. */
const TR_OFFSET = '+03:00';

/**
 * The [start, end) instants of an inclusive day range in Türkiye time; open ends are null.
 * Throws RangeError for an impossible date such as 2024-02-31.
 */
export function dayRange(from?: string, to?: string): { start: Date | null; end: Date | null } {
  const day = (text: string) => {
    const noon = new Date(`${text}T12:00:00Z`);
    // Date rolls 2024-02-31 over to March; a real date survives the round trip unchanged.
    if (Number.isNaN(noon.getTime()) || noon.toISOString().slice(0, 10) !== text) throw new RangeError(`${text} is not a date`);
    return new Date(`${text}T00:00:00${TR_OFFSET}`);
  };
  const start = from ? day(from) : null;
  const end = to ? new Date(day(to).getTime() + 24 * 60 * 60 * 1000) : null;
  return { start, end };
}

/**
 * The [start, end) instants of a history filter's inclusive Istanbul days (issue 16 Histories; the site's quick
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
