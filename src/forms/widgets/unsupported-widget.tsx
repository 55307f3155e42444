import { useTheme } from '@emotion/react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from '@site/forms/use-translate';

/**
 * Stands in for a server field the payment mapper could not understand (unknown type, no options…): it shows the
 * error at once instead of an input, so the player sees why the form cannot be sent. `ui:options.message` is an
 * i18n key or text.
 */
export function UnsupportedWidget(props: WidgetProps) {
  const theme = useTheme();
  const t = useTranslate();
  const message = typeof props.options.message === 'string' ? props.options.message : 'validation.invalid';
  return (
    <p id={props.id} role="alert" css={{ margin: 0, color: theme.colors.danger, fontSize: 14 }}>
      {t(message, { field: t(props.label) })}
    </p>
  );
}
