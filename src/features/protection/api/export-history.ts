import { apiDownload, saveDownload } from '@site/lib/api-download';
import { accountExport } from '@contracts/api/account/export';

/** Which history, sportsbook bets included (docs/player-protection-operator.md "CSV exports"). */
export type ExportKind = 'game' | 'financial' | 'session' | 'sportsbook';

/**
 * GET customer/export?kind&from&to (days YYYY-MM-DD, inclusive, at most the profile's maxRangeMonths) → a CSV file,
 * saved under the server's file name. Throws ApiError with the server message for a bad range (docs/player-protection-operator.md).
 */
export async function downloadHistory(kind: ExportKind, from: string, to: string): Promise<string> {
  const file = await apiDownload(accountExport, { kind, from, to });
  saveDownload(file, `${kind}-history-${from}_${to}.csv`);
  return file.filename ?? `${kind}-history-${from}_${to}.csv`;
}
