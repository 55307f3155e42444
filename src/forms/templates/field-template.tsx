import { useTheme } from '@emotion/react';
import { errorId, getUiOptions, helpId, type FieldTemplateProps } from '@rjsf/utils';
import { useTranslate } from '@site/forms/use-translate';
import { errorTextCss, labelCss } from '@site/forms/styles';
import { maxWidth } from '@site/lib/theme';

/**
 * One field: label, the widget, then its first visible error in the danger colour (announced politely).
 * Labels are i18n keys (`ui:title` or the schema title) translated with `ui:options.i18nValues`.
 * Checkbox widgets render their own label; hidden fields render only the input. `ui:options.width: 'half'` puts
 * the field in one of two columns (e.g. name beside surname); below the small breakpoint every field is full width.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, hidden, displayLabel, uiSchema, schema, rawHelp } = props;
  const theme = useTheme();
  const t = useTranslate();
  if (hidden) return <div hidden>{children}</div>;
  const options = getUiOptions(uiSchema);
  const isObject = schema.type === 'object';
  const error = rawErrors?.[0];
  const values = options.i18nValues as Record<string, unknown> | undefined;
  return (
    <div
      css={{
        minWidth: 0,
        gridColumn: options.width === 'half' ? 'span 1' : '1 / -1',
        [maxWidth(theme.breakpoints.sm)]: { gridColumn: '1 / -1' },
      }}
    >
      {displayLabel && !isObject && options.widget !== 'checkbox' && (
        <label htmlFor={id} css={labelCss(theme)}>
          {t(label, values)}
        </label>
      )}
      {children}
      {!isObject && (
        <p id={errorId(id)} role="alert" aria-live="polite" css={errorTextCss(theme)} hidden={!error}>
          {error}
        </p>
      )}
      {rawHelp && (
        <p id={helpId(id)} css={{ margin: '6px 0 0', color: theme.colors.textMuted, fontSize: 13 }}>
          {t(rawHelp, values)}
        </p>
      )}
    </div>
  );
}
