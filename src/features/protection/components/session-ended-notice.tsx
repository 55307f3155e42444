import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { Button } from '@site/components/button';
import { Dialog } from '@site/components/dialog';
import { sessionEndNoticeAtom } from '@site/lib/logout-reason';

/**
 * Shown after the reload that follows a logout a protection rule caused (docs/protection-enforcement.md): the server's message
 * saying why the session ended (session-time limit, time-out, exclusion) and until when, in the player's language.
 */
export function SessionEndedNotice() {
  const { t } = useTranslation();
  const theme = useTheme();
  const [message, setMessage] = useAtom(sessionEndNoticeAtom);
  if (!message) return null;
  const close = () => setMessage(null);
  return (
    <Dialog open onClose={close} title={t('protection.sessionEnded.title')} height={300} variant="sheet">
      <div css={{ display: 'grid', gap: 20, maxWidth: 560 }} data-testid="session-ended-notice">
        <p
          role="alert"
          css={{ margin: 0, padding: 14, borderRadius: theme.radii.md, borderLeft: `4px solid ${theme.colors.warning}`, background: theme.colors.surfaceRaised, lineHeight: 1.5 }}
        >
          {message}
        </p>
        <div>
          <Button variant="primary" onClick={close} data-autofocus>
            {t('protection.sessionEnded.ok')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
