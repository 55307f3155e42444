import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import toast from 'react-hot-toast';
import { Button } from '@site/components/button';
import { controlCss, labelCss } from '@site/forms/styles';
import { istanbulDate } from '@contracts/domain/istanbul-time';
import { downloadHistory, type ExportKind } from '@site/features/protection/api/export-history';
import { exportRangeError } from '@site/features/protection/export-range';
import { ChoiceChips } from './choice-chips';
import { Panel } from './panel';

const KINDS: ExportKind[] = ['game', 'financial', 'sportsbook', 'session'];
const DAY_MS = 86_400_000;

/** History export (docs/player-protection-operator.md "CSV exports"): which history and an inclusive day range of at most `maxMonths`, as a CSV download. */
export function ExportPanel({ maxMonths }: { maxMonths: number }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const id = useId();
  const [kind, setKind] = useState<ExportKind>('game');
  const [from, setFrom] = useState(() => istanbulDate(new Date(Date.now() - 29 * DAY_MS)));
  const [to, setTo] = useState(() => istanbulDate(new Date()));
  const [busy, setBusy] = useState(false);
  const error = exportRangeError(from, to, maxMonths);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (error || busy) return;
    setBusy(true);
    downloadHistory(kind, from, to)
      .then((file) => toast.success(t('protection.export.downloaded', { file })))
      .catch((failure: Error) => toast.error(failure.message))
      .finally(() => setBusy(false));
  };
  return (
    <Panel id="export" title={t('protection.export.title')} lead={t('protection.export.lead', { months: maxMonths })}>
      <form onSubmit={submit} css={{ display: 'grid', gap: 14 }} aria-label={t('protection.export.title')}>
        <ChoiceChips
          name="export-kind"
          label={t('protection.export.kind')}
          choices={KINDS.map((value) => ({ value, label: t(`protection.export.kinds.${value}`) }))}
          value={kind}
          onChange={setKind}
        />
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}>
          <div css={{ flex: '1 1 150px' }}>
            <label htmlFor={`${id}-from`} css={labelCss(theme)}>
              {t('protection.export.from')}
            </label>
            <input id={`${id}-from`} type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} css={controlCss(theme, error !== null)} />
          </div>
          <div css={{ flex: '1 1 150px' }}>
            <label htmlFor={`${id}-to`} css={labelCss(theme)}>
              {t('protection.export.to')}
            </label>
            <input id={`${id}-to`} type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} css={controlCss(theme, error !== null)} />
          </div>
          <Button type="submit" disabled={error !== null || busy} css={{ marginBottom: 4 }}>
            {t('protection.export.download')}
          </Button>
        </div>
        {error ? (
          <p role="alert" css={{ margin: 0, color: theme.colors.danger, fontSize: 13 }}>
            {error === 'tooLong' ? t('protection.export.tooLong', { months: maxMonths }) : t('protection.export.invalid')}
          </p>
        ) : null}
      </form>
    </Panel>
  );
}
