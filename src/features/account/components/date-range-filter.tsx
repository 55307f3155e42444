import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { Button } from '@site/components/button';
import { controlCss, labelCss } from '@site/forms/styles';

export interface DateRange {
  from?: string;
  to?: string;
}

/**
 * From / To day pickers with Filter and Clear (dashboard histories). Days are 'YYYY-MM-DD'; a start after the end
 * is refused with a message instead of being sent.
 */
export function DateRangeFilter({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const id = useId();
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const invalid = from !== '' && to !== '' && from > to;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onChange({ from: from || undefined, to: to || undefined });
  };
  return (
    <form onSubmit={submit} css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }} aria-label={t('history.apply')}>
      <div css={{ flex: '1 1 150px' }}>
        <label htmlFor={`${id}-from`} css={labelCss(theme)}>
          {t('history.from')}
        </label>
        <input id={`${id}-from`} type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} css={controlCss(theme, invalid)} />
      </div>
      <div css={{ flex: '1 1 150px' }}>
        <label htmlFor={`${id}-to`} css={labelCss(theme)}>
          {t('history.to')}
        </label>
        <input id={`${id}-to`} type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} css={controlCss(theme, invalid)} />
      </div>
      <div css={{ display: 'flex', gap: 8, paddingBottom: 4 }}>
        <Button type="submit" disabled={invalid}>
          {t('history.apply')}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            setFrom('');
            setTo('');
            onChange({});
          }}
        >
          {t('history.clear')}
        </Button>
      </div>
      {invalid && (
        <p role="alert" css={{ flexBasis: '100%', margin: 0, color: theme.colors.danger, fontSize: 13 }}>
          {t('history.rangeInvalid')}
        </p>
      )}
    </form>
  );
}
