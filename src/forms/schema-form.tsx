import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Form, { type IChangeEvent } from '@rjsf/core';
import { getDefaultFormState, type RJSFSchema, type UiSchema, type ValidatorType } from '@rjsf/utils';
import { createCustomValidate } from './cross-field';
import { createErrorTransformer } from './error-messages';
import { formTemplates, formWidgets } from './form-theme';
import { usePasswordJudge } from './password-judge';
import { SubmitButton } from './submit-button';
import { useTranslate } from './use-translate';
import { visibleErrors } from './visible-errors';

const EMPTY = {};

export interface SchemaFormProps<T extends object> {
  /** JSON Schema of the form; must be the very schema the `validator` was built for. */
  schema: RJSFSchema;
  /** Field order, widgets, masks, placeholders, autocomplete, i18n titles, `ui:errorMessages`, `ui:options.matches`. */
  uiSchema?: UiSchema;
  /** Any RJSF validator; the site passes eval-free ones (precompiled, or the payment mapper's). */
  validator: ValidatorType<T>;
  /** Initial data; with `onChange` the form is controlled and this is the current data. */
  formData?: Partial<T>;
  onChange?: (data: Partial<T>) => void;
  /** Called only with valid data (docs/product.md §5: submitting an invalid form does nothing). */
  onSubmit: (data: T) => Promise<unknown> | void;
  /** Already translated button text. */
  submitLabel: string;
  /** Spec §2 dynamic forms: the button stays disabled until the data is valid. */
  disableSubmitWhileInvalid?: boolean;
  /** Request in flight: the button shows a spinner and further submits are ignored. */
  loading?: boolean;
  /** id of the form element (RJSF field ids stay 'root_<field>'). */
  id?: string;
  /** Rendered between the fields and the submit button (e.g. the "Recovery Password" link). */
  children?: ReactNode;
}

/**
 * The one renderer for every form of the site (docs/architecture.md: Forms): RJSF with the site's Emotion theme.
 * Validation runs on each change with the given validator plus the uiSchema's cross-field rules, and its
 * messages are i18next texts; a field's error shows only once it was blurred or a submit was tried (docs/product.md §5).
 */
export function SchemaForm<T extends object>(props: SchemaFormProps<T>) {
  const {
    schema,
    uiSchema,
    validator,
    onSubmit,
    submitLabel,
    loading = false,
    disableSubmitWhileInvalid = false,
  } = props;
  const t = useTranslate();
  const [ownData, setOwnData] = useState<Partial<T>>(props.formData ?? {});
  const raw = props.onChange ? (props.formData ?? EMPTY) : ownData;
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitAttempts, setSubmitAttempts] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);

  // The common-password rule joins once its dictionaries arrive (password-judge.ts): the form validates again then.
  const judge = usePasswordJudge();
  const customValidate = useMemo(() => createCustomValidate<T>(t, judge), [t, judge]);
  const transformErrors = useMemo(() => createErrorTransformer(t), [t]);
  const validate = useCallback(
    (data: Partial<T>) =>
      validator.validateFormData(data as T, schema, customValidate, transformErrors, uiSchema as UiSchema<T>),
    [validator, schema, customValidate, transformErrors, uiSchema],
  );
  // Schema defaults (e.g. birth date 01-01-1970, trialBonus 0) are part of the data from the start.
  const data = useMemo(
    () => getDefaultFormState<T>(validator, schema, raw as T) as Partial<T>,
    [validator, schema, raw],
  );
  const validation = useMemo(() => validate(data), [validate, data]);
  const shownErrors = useMemo(
    () => visibleErrors(validation.errorSchema, touched, submitAttempts > 0),
    [validation, touched, submitAttempts],
  );

  // After a failed submit, take the player to the first field in error.
  useEffect(() => {
    const first = submitAttempts > 0 ? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    if (!first) return;
    // Centred rather than at the very top, where a floating close button or header could cover it.
    first.focus({ preventScroll: true });
    first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [submitAttempts]);

  const change = (next: Partial<T>) => (props.onChange ? props.onChange(next) : setOwnData(next));

  const submit = ({ formData }: IChangeEvent<T>) => {
    if (loading) return;
    const current = (formData ?? data) as Partial<T>;
    if (validate(current).errors.length > 0) {
      setSubmitAttempts((n) => n + 1);
      return;
    }
    void onSubmit(current as T);
  };

  const invalid = validation.errors.length > 0;
  return (
    <div ref={formRef}>
      <Form<T>
        schema={schema}
        uiSchema={uiSchema as UiSchema<T>}
        validator={validator}
        formData={data as T}
        templates={formTemplates}
        widgets={formWidgets}
        // Validation is ours (above); RJSF only renders the errors we decide to show.
        noValidate
        noHtml5Validate
        showErrorList={false}
        extraErrors={shownErrors}
        id={props.id}
        onChange={(e) => change(e.formData as Partial<T>)}
        onBlur={(id) => setTouched((prev) => (prev.has(id) ? prev : new Set(prev).add(id)))}
        onSubmit={submit}
      >
        {props.children}
        <SubmitButton label={submitLabel} loading={loading} disabled={disableSubmitWhileInvalid && invalid} />
      </Form>
    </div>
  );
}
