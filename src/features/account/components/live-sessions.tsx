import { useId } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import type { LiveSession } from '@contracts/types/account/sessions';
import { parseUserAgent } from '@contracts/domain/user-agent';
import { Button } from '@site/components/button';
import { useSiteTime } from '@site/lib/use-site-time';
import { useEndOtherSessions, useEndSession, useLiveSessions } from '@site/features/account/api/live-sessions';
import { StatusBadge } from './status-badge';

/**
 * The account page's "Active sessions" (docs/security.md "Sessions and tokens"): each live session with its browser
 * and device (from the user agent), approximate place, start and last use, "this device" on the player's own; "End
 * session" on each other one and "End all other sessions". Ending one does what a logout does on that device.
 */
export function LiveSessions() {
  const { t } = useTranslation();
  const theme = useTheme();
  const time = useSiteTime();
  const headingId = useId();
  const sessions = useLiveSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const items = sessions.data?.items ?? [];
  const others = items.filter((s) => !s.current).length;

  const end = (session: LiveSession) =>
    endOne.mutateAsync(session.id).then(
      () => toast.success(t('sessions.ended')),
      (error: Error) => toast.error(error.message),
    );
  const endAll = () =>
    endOthers.mutateAsync().then(
      () => toast.success(t('sessions.endedOthers')),
      (error: Error) => toast.error(error.message),
    );

  return (
    <section
      aria-labelledby={headingId}
      css={{ padding: 20, borderRadius: theme.radii.lg, border: `1px solid ${theme.colors.border}`, background: theme.colors.surface, display: 'grid', gap: 14 }}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center', justifyContent: 'space-between' }}>
        <h2 id={headingId} css={{ margin: 0, fontSize: 18 }}>
          {t('sessions.title')}
        </h2>
        {others > 0 && (
          <Button size="sm" variant="outline" onClick={() => void endAll()} disabled={endOthers.isPending}>
            {t('sessions.endOthers')}
          </Button>
        )}
      </div>
      <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: 14 }}>{t('sessions.lead')}</p>
      {sessions.isError && <p role="alert">{sessions.error.message}</p>}
      <ul aria-busy={sessions.isPending} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
        {items.map((session) => {
          const device = parseUserAgent(session.userAgent);
          const name = [device.browser, device.os].filter(Boolean).join(' · ') || t('sessions.unknownDevice');
          const place = session.place ?? t(session.localNetwork ? 'sessions.localNetwork' : 'sessions.unknownPlace');
          return (
            <li
              key={session.id}
              data-testid="live-session"
              css={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center', justifyContent: 'space-between', padding: 12, borderRadius: theme.radii.md, border: `1px solid ${theme.colors.border}` }}
            >
              <div css={{ display: 'grid', gap: 4, minWidth: 0, overflowWrap: 'anywhere' }}>
                <span css={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', fontWeight: 600 }}>
                  {name}
                  {session.current && <StatusBadge label={t('sessions.thisDevice')} tone="success" />}
                </span>
                <span css={{ fontSize: 14, color: theme.colors.textMuted }}>
                  {t('sessions.place')}: {place}
                </span>
                <span css={{ fontSize: 14, color: theme.colors.textMuted }}>
                  {t('sessions.started')}: {time.formatNamed(session.startedAt)} · {t('sessions.lastSeen')}: {time.format(session.lastSeen)}
                </span>
              </div>
              {!session.current && (
                <Button size="sm" variant="outline" onClick={() => void end(session)} disabled={endOne.isPending} aria-label={t('sessions.endThisNamed', { name })}>
                  {t('sessions.endThis')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
