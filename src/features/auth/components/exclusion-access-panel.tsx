import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import toast from 'react-hot-toast';
import { Button } from '@site/components/button';
import { useSession } from '@site/lib/use-session';
import { apiEnvelope } from '@site/lib/api-client';
import { exclusionReturn } from '@site/features/auth/api/exclusion-return';
import { authLogin } from '@contracts/api/auth/login';
import { isSecondStep, type LoginRefusal, type PendingSecondStep } from '@site/features/auth/api/login';

/** A self-excluded player's refused login (the login's and the second step's refusals alike). */
export type ExclusionRefusal = LoginRefusal;

/**
 * Shown in the login dialog instead of the form when the login of a self-excluded player is refused
 * (docs/player-protection-operator.md):
 * the server's sentence (until when, or the return step), and what he can still do: ask to return once the
 * exclusion has ended, confirm after the cooling-off, or open the withdraw-only access to take out his
 * balance. Every step is the server's decision; the panel only offers what the refusal allows. With
 * two-step sign-in on, its login asks the second step again (`onSecondStep`, docs/security.md).
 */
export function ExclusionAccessPanel({ refusal, onBack, onSecondStep }: { refusal: ExclusionRefusal; onBack: () => void; onSecondStep?: (pending: PendingSecondStep) => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { startSession } = useSession();
  const [state, setState] = useState(refusal);
  const [busy, setBusy] = useState(false);
  const { username, password } = state.body;
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const login = async (withdrawOnly: boolean) => {
    const body = { username, password, ...(withdrawOnly ? { withdrawOnly } : {}) };
    const envelope = await apiEnvelope(authLogin, body);
    if (isSecondStep(envelope.data)) {
      onSecondStep?.({ challenge: envelope.data.secondStep, body });
      return;
    }
    startSession(envelope.data);
    // A withdraw-only session lands on the withdraw-only page wherever the player is (WithdrawOnlyGate); navigating
    // here would race the session start and be taken for a logged-out visit of a protected page.
    if (envelope.message) toast.success(envelope.message);
  };
  const ask = () =>
    run(async () => {
      const envelope = await exclusionReturn({ username, password, step: 'request' });
      setState({ ...state, message: envelope.message, access: { ...state.access, returnStep: envelope.data.step, returnEffectiveAt: envelope.data.effectiveAt } });
    });
  const confirm = () =>
    run(async () => {
      const envelope = await exclusionReturn({ username, password, step: 'confirm' });
      if (envelope.message) toast.success(envelope.message);
      await login(false);
    });
  const { returnStep, withdrawOnly } = state.access;
  return (
    <section aria-labelledby="exclusion-access-title" css={{ display: 'grid', gap: 16 }}>
      <h3 id="exclusion-access-title" css={{ margin: 0, fontSize: '1.1rem' }}>
        {returnStep ? t('protection.access.returnTitle') : t('protection.access.title')}
      </h3>
      <p
        role="status"
        css={{ margin: 0, padding: 14, borderRadius: theme.radii.md, borderLeft: `4px solid ${theme.colors.warning}`, background: theme.colors.surfaceRaised, lineHeight: 1.5 }}
      >
        {state.message}
      </p>
      {returnStep === 'ask' ? <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: 14 }}>{t('protection.access.askHint')}</p> : null}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {returnStep === 'ask' ? (
          <Button variant="primary" onClick={ask} disabled={busy}>
            {t('protection.access.ask')}
          </Button>
        ) : null}
        {returnStep === 'confirm' ? (
          <Button variant="primary" onClick={confirm} disabled={busy}>
            {t('protection.access.confirm')}
          </Button>
        ) : null}
        {withdrawOnly ? (
          <Button variant={returnStep === 'ask' || returnStep === 'confirm' ? 'outline' : 'primary'} onClick={() => run(() => login(true))} disabled={busy}>
            {t('protection.access.withdraw')}
          </Button>
        ) : null}
        <Button variant="outline" onClick={onBack} disabled={busy}>
          {t('protection.access.back')}
        </Button>
      </div>
      {withdrawOnly ? <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: 14 }}>{t('protection.access.withdrawHint')}</p> : null}
    </section>
  );
}
