/**
 * Seconds as `h:mm:ss` (the session clock: hours unpadded and unbounded), e.g. 3725 → "1:02:05".
 * Negative or non-finite input shows as "0:00:00".
 */
export function formatClock(totalSeconds: number): string {
  const s = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/**
 * Time left until a moment, in ms → `hh:mm:ss` rounded up to the whole second, so the countdown shows 00:00:00
 * only when the moment has come (the pending limit's countdown). Over a day the hours keep counting ("47:59:59").
 */
export function formatCountdown(leftMs: number): string {
  const s = Number.isFinite(leftMs) ? Math.max(0, Math.ceil(leftMs / 1000)) : 0;
  const hours = Math.floor(s / 3600);
  return `${String(hours).padStart(2, '0')}${formatClock(s).slice(String(hours).length)}`;
}

/**
 * Offset to add to the browser's Date.now() to get the server's clock, in ms, from a server timestamp (ISO UTC)
 * read at `receivedAtMs` (browser ms). 0 when the timestamp is unreadable, so a bad reply never shifts timers.
 */
export function clockOffsetMs(serverTimeIso: string, receivedAtMs: number): number {
  const server = Date.parse(serverTimeIso);
  return Number.isFinite(server) ? server - receivedAtMs : 0;
}

/** Milliseconds from the server-corrected now until `isoUtc`; null for a missing or unreadable moment. */
export function msUntil(isoUtc: string | null | undefined, offsetMs: number, nowMs = Date.now()): number | null {
  if (!isoUtc) return null;
  const at = Date.parse(isoUtc);
  return Number.isFinite(at) ? at - (nowMs + offsetMs) : null;
}
