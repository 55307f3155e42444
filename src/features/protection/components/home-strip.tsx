import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { Link } from 'react-router';

/** The home page's responsible-gaming strip (docs/protection-enforcement.md): one line and a link to the tools. Loaded lazily. */
export function HomeStrip() {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <aside
      aria-label={t('protection.title')}
      css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '6px 16px', padding: '12px 16px', borderRadius: theme.radii.md, border: `1px solid ${theme.colors.border}`, background: theme.colors.surface, fontSize: 14 }}
    >
      <span css={{ color: theme.colors.textMuted }}>
        <strong css={{ color: theme.colors.text }}>18+</strong> · {t('protection.strip.text')}
      </span>
      <Link to="/dashboard/responsible-gaming" css={{ color: theme.colors.primary, fontWeight: 700 }}>
        {t('protection.strip.link')}
      </Link>
    </aside>
  );
}
