import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type { PasswordChallenge } from './challenge-refusal';
import type {} from 'altcha/types/react';

type Phase = 'loading' | 'ready' | 'verifying' | 'verified' | 'error' | 'expired';

/**
 * The security check a password form shows while the site-wide password breaker is tripped (docs/security.md
 * "Password spraying"): the self-hosted ALTCHA widget (loaded on first use) solving `challenge`, a proof-of-work in
 * the browser's workers. A labelled group with a hint; the widget's checkbox is reached by keyboard; each state is
 * announced in a polite live region (first the refusal's `message`). `onVerified` gets the payload for the form's
 * `altcha` field.
 */
export function PasswordChallengeField({
  challenge,
  message,
  onVerified,
}: {
  challenge: PasswordChallenge;
  /** The refusal's message, announced when the check appears. */
  message: string;
  onVerified: (payload: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const widget = useRef<AltchaWidgetElement | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const verified = useRef(onVerified);
  useEffect(() => {
    verified.current = onVerified;
  }, [onVerified]);
  const language = i18n.language;
  const loaded = phase !== 'loading';

  useEffect(() => {
    let live = true;
    void import('./load-altcha').then(({ setAltchaTexts }) => {
      setAltchaTexts(language, {
        ariaLinkLabel: 'ALTCHA',
        enterCode: t('auth.challengeLabel'),
        enterCodeAria: t('auth.challengeLabel'),
        error: t('auth.challengeError'),
        expired: t('auth.challengeExpired'),
        footer: '',
        getAudioChallenge: t('auth.challengeLabel'),
        label: t('auth.challengeLabel'),
        loading: t('auth.challengeLoading'),
        reload: t('auth.challengeReload'),
        verify: t('auth.challengeVerify'),
        verificationRequired: t('auth.challengeRequired'),
        verified: t('auth.challengeVerified'),
        verifying: t('auth.challengeVerifying'),
        waitAlert: t('auth.challengeWait'),
      });
      if (live) setPhase('ready');
    });
    return () => {
      live = false;
    };
  }, [language, t]);

  useEffect(() => {
    const element = widget.current;
    if (!loaded || !element) return;
    void element.configure({ challenge: challenge as never, language, hideFooter: true, hideLogo: true });
    const onState = (event: Event) => {
      const state = (event as CustomEvent<{ state: string }>).detail.state;
      if (state === 'verifying' || state === 'verified' || state === 'error' || state === 'expired') setPhase(state);
    };
    const onDone = (event: Event) => verified.current((event as CustomEvent<{ payload: string }>).detail.payload);
    element.addEventListener('statechange', onState);
    element.addEventListener('verified', onDone);
    return () => {
      element.removeEventListener('statechange', onState);
      element.removeEventListener('verified', onDone);
    };
    // Configured once the widget exists, and again for a new challenge.
  }, [challenge, language, loaded]);

  const status =
    phase === 'verifying' ? t('auth.challengeVerifying')
    : phase === 'verified' ? t('auth.challengeVerified')
    : phase === 'error' ? t('auth.challengeError')
    : phase === 'expired' ? t('auth.challengeExpired')
    : phase === 'loading' ? t('auth.challengeLoading')
    : message;
  return (
    <div role="group" aria-labelledby={headingId} aria-describedby={hintId} data-testid="password-challenge" css={{ marginBottom: 16 }}>
      <h3 id={headingId} css={{ fontSize: 16, margin: '0 0 4px' }}>
        {t('auth.challengeTitle')}
      </h3>
      <p id={hintId} css={{ fontSize: 14, margin: '0 0 8px' }}>
        {t('auth.challengeHint')}
      </p>
      {loaded && <altcha-widget ref={widget} type="checkbox" auto="off" />}
      <p role="status" aria-live="polite" css={{ fontSize: 14, margin: '8px 0 0', minHeight: '1.4em' }}>
        {status}
      </p>
    </div>
  );
}
