import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@site/components/button';
import { Dialog } from '@site/components/dialog';
import { TextField } from '@site/components/text-field';

/** A form in a dialog: heading, content, the submit button and Cancel. */
export function DialogForm(props: { headingId: string; heading: string; children: ReactNode; submitLabel: string; pending: boolean; onSubmit: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form onSubmit={submit} css={{ display: 'grid', gap: 16, padding: '0 4px 8px' }}>
      <h2 id={props.headingId} css={{ margin: 0, fontSize: 20 }}>
        {props.heading}
      </h2>
      {props.children}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 10 }}>
        <Button type="submit" disabled={props.pending}>
          {props.submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={props.onCancel}>
          {t('twoStep.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * One change of a factor as a dialog on the site's primitive (docs/dialogs.md), labelled by its heading: `children`
 * above Submit and Cancel; Submit runs `submit` and closes the dialog when it resolves true.
 */
function FactorDialog(props: { heading: string; submitLabel: string; pending: boolean; submit: () => Promise<boolean>; onClose: () => void; children: ReactNode }) {
  const headingId = useId();
  return (
    <Dialog open onClose={props.onClose} labelledBy={headingId}>
      <DialogForm
        headingId={headingId}
        heading={props.heading}
        submitLabel={props.submitLabel}
        pending={props.pending}
        onCancel={props.onClose}
        onSubmit={() => void props.submit().then((done) => done && props.onClose())}
      >
        {props.children}
      </DialogForm>
    </Dialog>
  );
}

/** A dialog asking one value (a name), then calling `submit` with it. */
export function AskDialog(props: {
  heading: string;
  intro?: string;
  label: string;
  hint?: string;
  inputProps: Record<string, string | number>;
  submitLabel: string;
  pending: boolean;
  submit: (value: string) => Promise<boolean>;
  onClose: () => void;
  initial?: string;
}) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <FactorDialog heading={props.heading} submitLabel={props.submitLabel} pending={props.pending} submit={() => props.submit(value)} onClose={props.onClose}>
      {props.intro ? <p css={{ margin: 0 }}>{props.intro}</p> : null}
      <TextField label={props.label} hint={props.hint} required value={value} onChange={setValue} data-autofocus {...props.inputProps} />
    </FactorDialog>
  );
}

/**
 * A dialog confirming one change of a factor (`intro` says what it does); the call asks "Confirm it's you" first when
 * the session's last proof is not fresh (the step-up guard, docs/security.md "Step-up").
 */
export function ConfirmDialog(props: { heading: string; intro: string; submitLabel: string; pending: boolean; confirm: () => Promise<boolean>; onClose: () => void }) {
  return (
    <FactorDialog heading={props.heading} submitLabel={props.submitLabel} pending={props.pending} submit={props.confirm} onClose={props.onClose}>
      <p css={{ margin: 0 }}>{props.intro}</p>
    </FactorDialog>
  );
}
