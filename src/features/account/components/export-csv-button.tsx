import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Button } from '@site/components/button';
import { HistoryExportGateContext } from '@site/features/account/history-export-slot';
import { downloadHistoryCsv, exportRangeOf, type HistoryExportKind } from '@site/features/account/api/export-history';
import type { DateRange } from './date-range-filter';

/**
 * "Export CSV" of a history page (docs/player-protection-operator.md "CSV exports"): the page's filtered range (or its last 12 months) as a CSV download.
 * Shown only when the compliance profile has the export on: the protection feature knows it (protection/status) and
 * guards the button through the gate the app provides (history-export-slot.ts).
 */
export function ExportCsvButton({ kind, range }: { kind: HistoryExportKind; range: DateRange }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // A market with the export off shows no button (the server refuses the call anyway).
  const gate = useContext(HistoryExportGateContext);
  const run = () => {
    setBusy(true);
    downloadHistoryCsv(kind, exportRangeOf(range))
      .catch((error: Error) => toast.error(error.message))
      .finally(() => setBusy(false));
  };
  return gate(
    <Button variant="outline" size="sm" onClick={run} disabled={busy}>
      {t('protection.export.download')}
    </Button>,
  );
}
