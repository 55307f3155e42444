import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Button } from '../../../components/button';
import { downloadHistoryCsv, exportRangeOf, type HistoryExportKind } from '../api/export-history';
import type { DateRange } from './date-range-filter';

/** "Export CSV" of a history page (issue 11): the page's filtered range (or its last 12 months) as a CSV download. */
export function ExportCsvButton({ kind, range }: { kind: HistoryExportKind; range: DateRange }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    downloadHistoryCsv(kind, exportRangeOf(range))
      .catch((error: Error) => toast.error(error.message))
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="outline" size="sm" onClick={run} disabled={busy}>
      {t('protection.export.download')}
    </Button>
  );
}
