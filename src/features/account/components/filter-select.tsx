import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { controlCss, labelCss } from '@site/forms/styles';

/** One filter of a history page: its field, its label and the translated label of each value. */
export interface FilterDef {
  key: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled drop-down of a history filter with "All" first; choosing applies it at once (docs/histories.md). */
export function FilterSelect({ filter, value, onChange }: { filter: FilterDef; value: string | undefined; onChange: (value: string | undefined) => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const id = useId();
  return (
    <div css={{ flex: '1 1 150px' }}>
      <label htmlFor={id} css={labelCss(theme)}>
        {filter.label}
      </label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)} css={controlCss(theme, false)}>
        <option value="">{t('history.filters.all')}</option>
        {filter.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
