import { useTheme } from '@emotion/react';
import { getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { useTranslate } from '@site/forms/use-translate';
import { errorTextCss, labelCss, srOnly } from '@site/forms/styles';

/**
 * The root object stacks its fields; a nested object (e.g. birthDate) renders as a fieldset whose legend is its
 * title. With `ui:options.inline` its parts sit in one row (day / month / year); the parts' errors are merged
 * under the row so the row stays aligned.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, title, uiSchema, fieldPathId, errorSchema } = props;
  const theme = useTheme();
  const t = useTranslate();
  const isRoot = fieldPathId.path.length === 0;
  if (isRoot) {
    return (
      <div css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: '16px 12px' }}>
        {properties.map((p) => p.content)}
      </div>
    );
  }
  const inline = getUiOptions(uiSchema).inline === true;
  const parts = errorSchema as Record<string, { __errors?: string[] } | undefined> | undefined;
  const partErrors = inline ? properties.flatMap((p) => parts?.[p.name]?.__errors?.slice(0, 1) ?? []) : [];
  return (
    <fieldset id={fieldPathId.$id} css={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {title && <legend css={[labelCss(theme), { padding: 0 }]}>{t(title)}</legend>}
      <div
        css={
          inline
            ? // The legend names the row and the placeholders name the parts: part labels are for screen readers only.
              [
                {
                  display: 'grid',
                  gridTemplateColumns: '1fr 1fr 1.4fr',
                  gap: 10,
                  '& p[role=alert]': { display: 'none' },
                  // Parts share the row whatever width their own field template asks for.
                  '& > div': { gridColumn: 'auto' },
                },
                { '& label': srOnly },
              ]
            : { display: 'flex', flexDirection: 'column', gap: 14 }
        }
      >
        {properties.map((p) => p.content)}
      </div>
      {inline && partErrors.length > 0 && (
        <p role="alert" css={errorTextCss(theme)}>
          {partErrors[0]}
        </p>
      )}
    </fieldset>
  );
}
