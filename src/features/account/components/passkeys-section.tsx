import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import toast from 'react-hot-toast';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { Button } from '@site/components/button';
import { Dialog } from '@site/components/dialog';
import { controlCss, errorTextCss, labelCss } from '@site/forms/styles';
import { ApiError } from '@site/lib/api-client';
import { formatDateTime } from '@site/lib/format';
import { describeDevice } from '@contracts/domain/user-agent';
import { usePasskeyMutations, usePasskeys } from '@site/features/account/api/passkeys';
import type { PasskeyItem } from '@contracts/types/account/passkey';

type Editing = { kind: 'add' } | { kind: 'rename'; item: PasskeyItem } | { kind: 'remove'; item: PasskeyItem };

/** WebAuthn support does not change while the page lives: nothing to subscribe to. */
const unchanging = () => () => undefined;
const serverSnapshot = () => null;

/** Longest passkey name (schemas/api/account/passkey-rename.request.json). */
const NAME_MAX = 60;

/**
 * The account page's Passkeys section (docs/security.md "Passkeys"): the player's passkeys with when each was added
 * and last used; add one (named after this device and browser by default), rename one, remove one. Adding and
 * removing ask "Confirm it's you" first when the session's last proof is not fresh (the step-up guard, docs/security.md
 * "Step-up"). Each change opens a dialog on the site's Dialog primitive.
 */
export function PasskeysSection() {
  const { t } = useTranslation();
  const theme = useTheme();
  const headingId = useId();
  const passkeys = usePasskeys();
  const [editing, setEditing] = useState<Editing | null>(null);
  // Known only in the browser: the server's render (null) shows no add button rather than a wrong one.
  const supported = useSyncExternalStore(unchanging, browserSupportsWebAuthn, serverSnapshot);
  const items = passkeys.data?.items ?? [];
  return (
    <section
      aria-labelledby={headingId}
      css={{ padding: 20, borderRadius: theme.radii.lg, border: `1px solid ${theme.colors.border}`, background: theme.colors.surface, display: 'grid', gap: 12 }}
    >
      <h2 id={headingId} css={{ margin: 0, fontSize: 18 }}>
        {t('dashboard.passkeys.title')}
      </h2>
      <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('dashboard.passkeys.lead')}</p>
      {passkeys.isSuccess && items.length === 0 ? <p css={{ margin: 0 }}>{t('dashboard.passkeys.empty')}</p> : null}
      {items.length > 0 ? (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
          {items.map((item) => (
            <li
              key={item.id}
              css={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 10,
                alignItems: 'center',
                justifyContent: 'space-between',
                padding: 12,
                borderRadius: theme.radii.md,
                border: `1px solid ${theme.colors.border}`,
                overflowWrap: 'anywhere',
              }}
            >
              <div css={{ display: 'grid', gap: 2, minWidth: 0 }}>
                <span css={{ fontWeight: 600 }}>{item.name}</span>
                <span css={{ fontSize: 13, color: theme.colors.textMuted }}>
                  {t('dashboard.passkeys.added', { date: formatDateTime(item.createdAt) })} ·{' '}
                  {item.lastUsedAt ? t('dashboard.passkeys.lastUsed', { date: formatDateTime(item.lastUsedAt) }) : t('dashboard.passkeys.neverUsed')}
                </span>
              </div>
              <div css={{ display: 'flex', gap: 8 }}>
                <Button size="sm" variant="outline" aria-label={t('dashboard.passkeys.renameNamed', { name: item.name })} onClick={() => setEditing({ kind: 'rename', item })}>
                  {t('dashboard.passkeys.rename')}
                </Button>
                <Button size="sm" variant="outline" aria-label={t('dashboard.passkeys.removeNamed', { name: item.name })} onClick={() => setEditing({ kind: 'remove', item })}>
                  {t('dashboard.passkeys.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {supported === false ? <p css={{ margin: 0 }}>{t('dashboard.passkeys.unsupported')}</p> : null}
      {supported ? (
        <div>
          <Button variant="outline" onClick={() => setEditing({ kind: 'add' })}>
            {t('dashboard.passkeys.add')}
          </Button>
        </div>
      ) : null}
      {editing ? <PasskeyDialog editing={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

/** The message to show for a failed change: the server's, or the browser's ceremony refusal in the player's words. */
function failureText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError) return error.message;
  // A cancelled or timed-out prompt is a NotAllowedError (WebAuthn §5.1.3); @simplewebauthn/browser keeps the name.
  if (error instanceof Error && error.name === 'NotAllowedError') return t('dashboard.passkeys.cancelled');
  return error instanceof Error ? error.message : String(error);
}

/** The add, rename or remove dialog of one passkey; closes itself on success with the server's message as a toast. */
function PasskeyDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const ids = { name: useId(), error: useId(), hint: useId() };
  const mutations = usePasskeyMutations();
  const [name, setName] = useState(() => (editing.kind === 'add' ? describeDevice(navigator.userAgent).slice(0, NAME_MAX) : editing.kind === 'rename' ? editing.item.name : ''));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const asksName = editing.kind !== 'remove';
  const title =
    editing.kind === 'add' ? t('dashboard.passkeys.add') : editing.kind === 'rename' ? t('dashboard.passkeys.renameNamed', { name: editing.item.name }) : t('dashboard.passkeys.removeConfirm');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      const message =
        editing.kind === 'add'
          ? await mutations.register.mutateAsync({ name: name.trim() })
          : editing.kind === 'rename'
            ? await mutations.rename.mutateAsync({ id: editing.item.id, name: name.trim() })
            : await mutations.remove.mutateAsync({ id: editing.item.id });
      if (message) toast.success(message);
      onClose();
    } catch (failure) {
      setError(failureText(failure, t));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={title} variant="sheet">
      <form onSubmit={submit} css={{ display: 'grid', gap: 16, padding: '4px 0' }} noValidate>
        {editing.kind === 'remove' ? (
          <p id={ids.hint} css={{ margin: 0 }}>
            {t('dashboard.passkeys.removeHint', { name: editing.item.name })}
          </p>
        ) : null}
        {asksName ? (
          <div>
            <label htmlFor={ids.name} css={labelCss(theme)}>
              {t('dashboard.passkeys.nameLabel')}
            </label>
            <input
              id={ids.name}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={NAME_MAX}
              required
              autoComplete="off"
              aria-invalid={error !== null}
              aria-describedby={error ? ids.error : undefined}
              css={controlCss(theme, error !== null)}
            />
          </div>
        ) : null}
        <p id={ids.error} role="alert" hidden={error === null} css={errorTextCss(theme)}>
          {error}
        </p>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 10, justifyContent: 'flex-end' }}>
          <Button variant="outline" onClick={onClose}>
            {t('dashboard.passkeys.cancel')}
          </Button>
          <Button type="submit" disabled={pending || (asksName && name.trim() === '')}>
            {editing.kind === 'add' ? t('dashboard.passkeys.addConfirm') : editing.kind === 'rename' ? t('dashboard.passkeys.save') : t('dashboard.passkeys.removeConfirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
