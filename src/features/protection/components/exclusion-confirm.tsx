import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import toast from 'react-hot-toast';
import { Button } from '@site/components/button';
import { Dialog } from '@site/components/dialog';
import { exclusionEnd } from '@contracts/domain/exclusion-periods';
import { useSiteTime } from '@site/lib/use-site-time';
import { useSession } from '@site/lib/use-session';
import { useExclude } from '@site/features/protection/api/exclude';
import type { ExcludeRequest, ExclusionKind } from '@site/features/protection/types';
import { rememberInForce } from '@site/lib/in-force';

/**
 * The consequence-stating confirmation of a time-out or self-exclusion. On success the server has ended
 * every session, so the site remembers the end the server gave and then logs out locally (no server call: the token is
 * already dead); the page it reloads to, in this tab and in every other tab of the browser, says the exclusion is in
 * force instead of showing offers (docs/protection-enforcement.md).
 */
export function ExclusionConfirm({ kind, period, onClose }: { kind: ExclusionKind; period: ExcludeRequest['period']; onClose: () => void }) {
  const { t } = useTranslation();
  const time = useSiteTime();
  const theme = useTheme();
  const { logout } = useSession();
  const mutation = useExclude();
  const section = kind === 'timeout' ? 'timeOut' : 'selfExclusion';
  const periodText = t(`protection.${section}.periods.${period}`);
  // The server computes the same end from its own clock (contracts/domain/exclusion-periods.ts).
  const end = exclusionEnd(kind, period, new Date()) ?? null;
  const permanent = end === null;
  const title = permanent ? t('protection.selfExclusion.confirmTitlePermanent') : t(`protection.${section}.confirmTitle`, { period: periodText });
  const consequence = permanent
    ? t('protection.selfExclusion.consequencePermanent')
    : t(`protection.${section}.consequence`, { until: time.formatNamed(end.toISOString()) });
  const submit = () =>
    mutation.mutate(
      { kind, period },
      {
        onSuccess: async ({ until }) => {
          // The record first: this tab's logout and the other tabs' (their stored session vanishes with it) keep it,
          // and its cookie is set before any tab reloads (src/lib/in-force.ts).
          rememberInForce({ kind, until });
          await logout({ callServer: false });
        },
        onError: (error) => toast.error(error.message) },
    );
  return (
    <Dialog open onClose={onClose} title={title} height={380} variant="sheet">
      <div css={{ display: 'grid', gap: 20, maxWidth: 520, margin: '0 auto' }}>
        <p role="note" css={{ margin: 0, padding: 14, borderRadius: theme.radii.md, borderLeft: `4px solid ${theme.colors.warning}`, background: theme.colors.surfaceRaised, lineHeight: 1.5 }}>
          {consequence}
        </p>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          <Button variant="primary" onClick={submit} disabled={mutation.isPending}>
            {t(`protection.${section}.confirm`)}
          </Button>
          <Button variant="outline" onClick={onClose} data-autofocus>
            {t('protection.goBack')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
