import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { useSiteTime } from '@site/lib/use-site-time';
import type { InForceRecord } from '@site/lib/in-force';

/** The responsible-gaming content page (config/footer.json link id 4). */
const HELP_PAGE = '/pages/4';

/**
 * What the home page shows instead of offers while this browser's player is in a time-out or self-exclusion he just
 * confirmed (docs/registration-checks.md): that it is in force and until when, in Istanbul time with the zone named, and where
 * help is. No banners, games or popup.
 */
export function ExclusionInForce({ record }: { record: InForceRecord }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const time = useSiteTime();
  const section = record.kind === 'timeout' ? 'timeOut' : 'selfExclusion';
  const until = record.until ? t('protection.inForce.until', { until: time.formatNamed(record.until) }) : t('protection.inForce.permanent');
  return (
    <section
      aria-labelledby="in-force-title"
      data-testid="exclusion-in-force"
      css={{
        display: 'grid',
        justifyItems: 'center',
        gap: 16,
        maxWidth: 620,
        margin: 'clamp(16px, 6vh, 64px) auto',
        padding: 'clamp(20px, 4vw, 36px)',
        textAlign: 'center',
        borderRadius: theme.radii.lg,
        border: `1px solid ${theme.colors.border}`,
        borderTop: `4px solid ${theme.colors.warning}`,
        background: theme.colors.surface,
      }}
    >
      <svg width="56" height="56" viewBox="0 0 24 24" fill="none" stroke={theme.colors.warning} strokeWidth="1.8" aria-hidden="true">
        <rect x="5" y="10" width="14" height="11" rx="2" />
        <path d="M8 10V7a4 4 0 0 1 8 0v3" />
        <path d="M12 14.5v2.5" />
      </svg>
      <h1 id="in-force-title" css={{ margin: 0, fontSize: 'clamp(1.3rem, 3vw, 1.7rem)' }}>
        {t(`protection.inForce.${section}Title`)}
      </h1>
      <p css={{ margin: 0, fontSize: 17, lineHeight: 1.5 }}>{until}</p>
      <p css={{ margin: 0, color: theme.colors.textMuted, lineHeight: 1.5 }}>{t('protection.inForce.consequence')}</p>
      <p css={{ margin: 0, color: theme.colors.textMuted, lineHeight: 1.5 }}>
        {t('protection.inForce.help')}{' '}
        <Link to={HELP_PAGE} css={{ color: theme.colors.primary, fontWeight: 700 }}>
          {t('protection.inForce.helpLink')}
        </Link>
      </p>
    </section>
  );
}
