import { useTheme } from '@emotion/react';
import { minWidth } from '@site/lib/theme';
import { tint } from './styles';

interface BrandPanelProps {
  tagline?: string;
  perks: string[];
}

/**
 * The decorative left panel of form dialogs on desktop (hidden on phones): logo, a large tagline and selling
 * points, on a glow mixed from the brand's primary and accent colours.
 */
export function BrandPanel({ tagline, perks }: BrandPanelProps) {
  const theme = useTheme();
  const desktop = minWidth(theme.breakpoints.md);
  return (
    <aside
      css={{
        display: 'none',
        [desktop]: {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          gap: 32,
          padding: '40px 36px',
          background: `radial-gradient(120% 80% at 0% 0%, ${tint(theme.colors.primary, 28)}, transparent 60%), radial-gradient(90% 70% at 100% 100%, ${tint(theme.colors.accent, 22)}, transparent 60%), ${theme.colors.surfaceRaised}`,
          borderRight: `1px solid ${theme.colors.border}`,
        },
      }}
    >
      <img
        src={theme.logos.header}
        alt={theme.brandName}
        css={{ height: 40, width: 'auto', alignSelf: 'flex-start' }}
      />
      {tagline && (
        <p
          css={{
            margin: 0,
            fontFamily: theme.fonts.heading,
            fontSize: 30,
            fontWeight: 800,
            lineHeight: 1.2,
            letterSpacing: '-0.01em',
            color: theme.colors.text,
          }}
        >
          {tagline}
        </p>
      )}
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 14,
        }}
      >
        {perks.map((perk) => (
          <li
            key={perk}
            css={{
              display: 'flex',
              gap: 12,
              alignItems: 'center',
              color: theme.colors.text,
              fontWeight: 600,
            }}
          >
            <span
              aria-hidden="true"
              css={{
                display: 'grid',
                placeItems: 'center',
                width: 28,
                height: 28,
                borderRadius: theme.radii.pill,
                background: tint(theme.colors.accent, 20),
                color: theme.colors.accent,
                flex: 'none',
              }}
            >
              <svg
                width="14"
                height="14"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M5 12l5 5L20 7" />
              </svg>
            </span>
            {perk}
          </li>
        ))}
      </ul>
    </aside>
  );
}
