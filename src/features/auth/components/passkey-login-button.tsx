import { useTranslation } from 'react-i18next';
import { Button } from '@site/components/button';
import { ApiError } from '@site/lib/api-client';
import { usePasskeyLogin } from '@site/features/auth/api/passkey-login';

/**
 * "Sign in with a passkey" in the login dialog (docs/security.md "Passkeys"): no username or password; the browser
 * offers the passkeys it holds for this site. Shown where the browser has WebAuthn (PublicKeyCredential), which the
 * button checks at render time: the login dialog renders only in the browser.
 */
export function PasskeyLoginButton() {
  const { t } = useTranslation();
  const { submit, pending } = usePasskeyLogin((error) =>
    error instanceof ApiError || error.name !== 'NotAllowedError' ? error.message : t('dashboard.passkeys.cancelled'),
  );
  if (typeof window === 'undefined' || typeof window.PublicKeyCredential !== 'function') return null;
  return (
    <Button variant="outline" block onClick={() => void submit()} disabled={pending} css={{ marginTop: 12 }}>
      {t('dashboard.passkeys.loginButton')}
    </Button>
  );
}
