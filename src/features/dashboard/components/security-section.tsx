import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { formatDateTime } from '../../../lib/format';
import {
  twoStepBegin,
  twoStepConfirm,
  twoStepDisable,
  twoStepRecoveryCodes,
  twoStepRename,
  useTwoStepCall,
  useTwoStepStatus,
} from '../api/two-step';
import type { TotpSetup } from '../../../../contracts/types/two-step/setup';
import { StatusBadge } from './status-badge';

/** Which dialog of the section is open. */
type Open = null | 'setup' | 'rename' | 'disable' | 'regenerate';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** A form in a dialog: heading, content, the submit button and Cancel. */
function DialogForm(props: { headingId: string; heading: string; children: ReactNode; submitLabel: string; pending: boolean; onSubmit: () => void; onCancel: () => void }) {
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

/** Copies `text`; a polite status says so (or to copy by hand when the clipboard is unavailable). */
function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(t('twoStep.copied'));
    } catch {
      setStatus('');
    }
  };
  return (
    <span css={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status" css={{ fontSize: 13 }}>
        {status}
      </span>
    </span>
  );
}

/** The recovery codes, shown once: a list, copy and download. */
function RecoveryCodes({ codes, onDone, headingId }: { codes: string[]; onDone: () => void; headingId: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const text = codes.join('\n');
  const download = () => {
    const href = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = href;
    link.download = 'recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(href);
  };
  return (
    <div css={{ display: 'grid', gap: 16, padding: '0 4px 8px' }}>
      <h2 id={headingId} css={{ margin: 0, fontSize: 20 }}>
        {t('twoStep.codesTitle')}
      </h2>
      <p css={{ margin: 0 }}>{t('twoStep.codesIntro')}</p>
      <ul
        aria-label={t('twoStep.codesTitle')}
        data-testid="recovery-codes"
        css={{ margin: 0, padding: 12, listStyle: 'none', display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 8, fontFamily: 'monospace', fontSize: 16, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' }}>
        <CopyButton text={text} label={t('twoStep.copyCodes')} />
        <Button type="button" size="sm" variant="outline" onClick={download}>
          {t('twoStep.downloadCodes')}
        </Button>
      </div>
      <div>
        <Button type="button" onClick={onDone} data-autofocus>
          {t('twoStep.done')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Turning the authenticator on: an intro (Continue asks "Confirm it's you" when the session's last proof is not fresh:
 * the step-up guard, docs/security.md "Step-up"), then the QR code, the key as text and a code, then the recovery codes.
 */
function SetupDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const headingId = useId();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const begin = useTwoStepCall(twoStepBegin);
  const confirm = useTwoStepCall(twoStepConfirm);
  // Each step replaces the one whose button had focus: focus goes to the new step's field or button (WCAG 2.4.3).
  const body = useRef<HTMLDivElement>(null);
  const stepName = codes ? 'codes' : setup ? 'scan' : 'intro';
  useEffect(() => {
    if (stepName !== 'intro') body.current?.querySelector<HTMLElement>('input, [data-autofocus]')?.focus();
  }, [stepName]);
  let content: ReactNode;
  if (codes) content = <RecoveryCodes codes={codes} onDone={onClose} headingId={headingId} />;
  else if (!setup) {
    content = (
      <DialogForm
        headingId={headingId}
        heading={t('twoStep.turnOn')}
        submitLabel={t('twoStep.continue')}
        pending={begin.pending}
        onCancel={onClose}
        onSubmit={() => void begin.submit(undefined).then((r) => r && setSetup(r.data))}
      >
        <p css={{ margin: 0 }}>{t('twoStep.intro')}</p>
      </DialogForm>
    );
  } else {
    content = (
      <DialogForm
        headingId={headingId}
        heading={t('twoStep.setupTitle')}
        submitLabel={t('twoStep.confirm')}
        pending={confirm.pending}
        onCancel={onClose}
        onSubmit={() => void confirm.submit({ code }).then((r) => r && setCodes(r.data.recoveryCodes))}
      >
        <p css={{ margin: 0 }}>{t('twoStep.scan')}</p>
        {/* Drawn by the server (no QR library in the site's bundle); the key below serves who cannot scan. */}
        <img src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`} alt={t('twoStep.qrAlt')} width={200} height={200} css={{ background: '#fff', borderRadius: theme.radii.md, justifySelf: 'start' }} />
        <div>
          <p css={{ margin: '0 0 6px' }}>{t('twoStep.manual')}</p>
          <p css={{ margin: '0 0 8px', fontFamily: 'monospace', fontSize: 18, overflowWrap: 'anywhere' }} data-testid="totp-secret">
            {grouped(setup.secret)}
          </p>
          <CopyButton text={setup.secret} label={t('twoStep.copy')} />
        </div>
        <TextField label={t('twoStep.code')} hint={t('twoStep.codeHint')} inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" maxLength={7} required value={code} onChange={setCode} />
      </DialogForm>
    );
  }
  return (
    <Dialog open onClose={onClose} labelledBy={headingId}>
      <div ref={body}>{content}</div>
    </Dialog>
  );
}

/** A dialog asking one value (a name), then calling `submit` with it. */
function AskDialog(props: {
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
  const headingId = useId();
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <Dialog open onClose={props.onClose} labelledBy={headingId}>
      <DialogForm
        headingId={headingId}
        heading={props.heading}
        submitLabel={props.submitLabel}
        pending={props.pending}
        onCancel={props.onClose}
        onSubmit={() => void props.submit(value).then((done) => done && props.onClose())}
      >
        {props.intro ? <p css={{ margin: 0 }}>{props.intro}</p> : null}
        <TextField label={props.label} hint={props.hint} required value={value} onChange={setValue} data-autofocus {...props.inputProps} />
      </DialogForm>
    </Dialog>
  );
}

/**
 * A dialog confirming one change of a factor (`intro` says what it does); the call asks "Confirm it's you" first when
 * the session's last proof is not fresh (the step-up guard, docs/security.md "Step-up").
 */
function ConfirmDialog(props: { heading: string; intro: string; submitLabel: string; pending: boolean; confirm: () => Promise<boolean>; onClose: () => void }) {
  const headingId = useId();
  return (
    <Dialog open onClose={props.onClose} labelledBy={headingId}>
      <DialogForm
        headingId={headingId}
        heading={props.heading}
        submitLabel={props.submitLabel}
        pending={props.pending}
        onCancel={props.onClose}
        onSubmit={() => void props.confirm().then((done) => done && props.onClose())}
      >
        <p css={{ margin: 0 }}>{props.intro}</p>
      </DialogForm>
    </Dialog>
  );
}

/** New recovery codes: a confirmation, then the new set shown once. */
function RegenerateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const call = useTwoStepCall(twoStepRecoveryCodes);
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) {
    return (
      <Dialog open onClose={onClose} labelledBy={headingId}>
        <RecoveryCodes codes={codes} onDone={onClose} headingId={headingId} />
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      heading={t('twoStep.regenerateTitle')}
      intro={t('twoStep.regenerateIntro')}
      submitLabel={t('twoStep.continue')}
      pending={call.pending}
      onClose={onClose}
      confirm={async () => {
        const r = await call.submit(undefined);
        if (r) setCodes(r.data.recoveryCodes);
        return false;
      }}
    />
  );
}

/**
 * The account page's Security section (docs/security.md "Two-step sign-in"): whether two-step sign-in with an
 * authenticator app is on; turning it on (QR code and key, a code, then ten recovery codes shown once); when on, the
 * authenticator's name, since when, last use and the recovery codes left, with rename, new recovery codes and turn
 * off. Turning on, new codes and turning off ask "Confirm it's you" when the session's last proof is not fresh (the
 * step-up guard, docs/security.md "Step-up"). Each step is a dialog on the site's primitive (docs/dialogs.md).
 */
export function SecuritySection() {
  const { t } = useTranslation();
  const theme = useTheme();
  const headingId = useId();
  const status = useTwoStepStatus();
  const [open, setOpen] = useState<Open>(null);
  const rename = useTwoStepCall(twoStepRename);
  const disable = useTwoStepCall(twoStepDisable);
  const close = () => setOpen(null);
  const totp = status.data?.totp ?? null;
  return (
    <section aria-labelledby={headingId} css={{ padding: 20, borderRadius: theme.radii.lg, border: `1px solid ${theme.colors.border}`, background: theme.colors.surface, display: 'grid', gap: 14 }}>
      <h2 id={headingId} css={{ margin: 0, fontSize: 18 }}>
        {t('twoStep.title')}
      </h2>
      <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('twoStep.intro')}</p>
      {status.data ? (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' }}>
          <StatusBadge label={t(totp ? 'twoStep.on' : 'twoStep.off')} tone={totp ? 'success' : 'warning'} />
        </div>
      ) : null}
      {totp ? (
        <>
          <dl css={{ margin: 0, display: 'grid', gap: 4 }}>
            <dt css={{ color: theme.colors.textMuted, fontSize: 14 }}>{t('twoStep.authenticator')}</dt>
            <dd css={{ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>{totp.label}</dd>
            <dd css={{ margin: 0 }}>{t('twoStep.since', { date: formatDateTime(totp.since) })}</dd>
            <dd css={{ margin: 0 }}>{totp.lastUsedAt ? t('twoStep.lastUsed', { date: formatDateTime(totp.lastUsedAt) }) : t('twoStep.neverUsed')}</dd>
            <dd css={{ margin: 0 }}>{t('twoStep.codesLeft', { count: status.data?.recoveryCodesLeft ?? 0 })}</dd>
          </dl>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 10 }}>
            <Button size="sm" variant="outline" onClick={() => setOpen('rename')}>
              {t('twoStep.rename')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setOpen('regenerate')}>
              {t('twoStep.regenerate')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setOpen('disable')}>
              {t('twoStep.turnOff')}
            </Button>
          </div>
        </>
      ) : status.data ? (
        <div>
          <Button variant="outline" onClick={() => setOpen('setup')}>
            {t('twoStep.turnOn')}
          </Button>
        </div>
      ) : null}
      {open === 'setup' ? <SetupDialog onClose={close} /> : null}
      {open === 'regenerate' ? <RegenerateDialog onClose={close} /> : null}
      {open === 'rename' && totp ? (
        <AskDialog
          heading={t('twoStep.rename')}
          label={t('twoStep.newName')}
          inputProps={{ maxLength: 40, autoComplete: 'off' }}
          initial={totp.label}
          submitLabel={t('twoStep.save')}
          pending={rename.pending}
          onClose={close}
          submit={async (label) => (await rename.submit({ label })) !== undefined}
        />
      ) : null}
      {open === 'disable' ? (
        <ConfirmDialog
          heading={t('twoStep.turnOffTitle')}
          intro={t('twoStep.turnOffIntro')}
          submitLabel={t('twoStep.turnOff')}
          pending={disable.pending}
          onClose={close}
          confirm={async () => (await disable.submit(undefined)) !== undefined}
        />
      ) : null}
    </section>
  );
}
