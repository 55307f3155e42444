import { apiDownload, saveDownload } from '@site/lib/api-download';
import { accountExport } from '@contracts/api/account/export';
import { istanbulDate } from '@contracts/domain/istanbul-time';

/** Which history customer/export writes (docs/player-protection-operator.md "CSV exports"). */
export type HistoryExportKind = 'game' | 'financial' | 'session';

/** Server rule (docs/player-protection-operator.md "CSV exports"): an export covers at most 12 months. */
export const EXPORT_MAX_MONTHS = 12;

const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The export range of a history page's filter: its own days where set; a missing end is today and a missing start
 * is the day after the end 12 months earlier, so an unfiltered page exports its last 12 months.
 */
export function exportRangeOf(range: { from?: string; to?: string }, today = new Date()): { from: string; to: string } {
  const to = range.to ?? istanbulDate(today);
  if (range.from) return { from: range.from, to };
  const [y, m, d] = to.split('-').map(Number);
  return { from: day(new Date(y, m - 1 - EXPORT_MAX_MONTHS, d + 1)), to };
}

/**
 * GET customer/export?kind&from&to → the CSV file (UTF-8 with BOM), handed to the browser as a download under the
 * server's file name. Throws ApiError with the server's message for a refused range
 * (docs/player-protection-operator.md "CSV exports").
 */
export async function downloadHistoryCsv(kind: HistoryExportKind, range: { from: string; to: string }): Promise<void> {
  const file = await apiDownload(accountExport, { kind, ...range });
  saveDownload(file, `${kind}-history-${range.from}_${range.to}.csv`);
}
