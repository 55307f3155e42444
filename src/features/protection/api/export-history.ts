import { apiDownload, saveDownload } from '../../../lib/api-download';
import { customerExport } from '../../../../contracts/api/customer/export';

/** Which history (issue 11; sportsbook bets: issue 17 item 8). */
export type ExportKind = 'game' | 'financial' | 'session' | 'sportsbook';

/**
 * GET customer/export?kind&from&to (days YYYY-MM-DD, inclusive, at most the profile's maxRangeMonths) → a CSV file,
 * saved under the server's file name. Throws ApiError with the server message for a bad range (issue 11).
 */
export async function downloadHistory(kind: ExportKind, from: string, to: string): Promise<string> {
  const file = await apiDownload(customerExport, { kind, from, to });
  saveDownload(file, `${kind}-history-${from}_${to}.csv`);
  return file.filename ?? `${kind}-history-${from}_${to}.csv`;
}
