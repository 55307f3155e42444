import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { maxWidth, minWidth } from '../lib/theme';
import { tint } from './styles';

interface DialogFormLayoutProps {
  /** id for the heading, so the Dialog can be labelled by it. */
  headingId: string;
  heading: string;
  /** Short line under the heading. */
  intro?: string;
  /** Large line on the brand panel (desktop only). */
  tagline?: string;
  /** Selling points shown on the brand panel (desktop only). */
  perks?: string[];
  children: ReactNode;
}

/**
 * Layout of form dialogs (Login, Sign Up). Desktop dialogs are up to 990 px wide (spec §9), far wider than a form
 * should be, so a brand panel fills the left side and the form column stays readable (max 440 px). On phones the
 * dialog is full screen and only a compact logo header sits above the form.
 * Meant for a Dialog without a title bar (the Dialog body pads 56/24/24 px; the panel bleeds over that padding).
 */
export function DialogFormLayout({ headingId, heading, intro, tagline, perks = [], children }: DialogFormLayoutProps) {
  const theme = useTheme();
  const desktop = minWidth(theme.breakpoints.md);
  return (
    // On desktop the layout covers the whole dialog body (bleeding over its padding): the brand panel stays put
    // and only the form column scrolls when the form is taller than the dialog.
    <div
      css={{
        [desktop]: {
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
          margin: '-56px -24px -24px',
          height: 'calc(100% + 80px)',
        },
      }}
    >
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
      <div
        css={{
          [desktop]: {
            display: 'flex',
            flexDirection: 'column',
            overflowY: 'auto',
            overscrollBehavior: 'contain',
            padding: '56px 32px 32px',
          },
        }}
      >
        {/* margin auto centres a short form vertically and collapses to 0 when it overflows, so scrolling still starts at the top. */}
        <div
          css={{
            width: '100%',
            maxWidth: 440,
            margin: '0 auto',
            [desktop]: { margin: 'auto' },
          }}
        >
          {/* Phones: a compact logo level with the dialog's floating close button. */}
          <img
            src={theme.logos.header}
            alt=""
            css={{
              display: 'block',
              height: 32,
              width: 'auto',
              margin: '-40px 0 24px',
              [desktop]: { display: 'none' },
            }}
          />
          <h2
            id={headingId}
            css={{
              margin: 0,
              fontSize: 26,
              fontWeight: 800,
              letterSpacing: '-0.01em',
              [maxWidth(theme.breakpoints.md)]: { fontSize: 24 },
            }}
          >
            {heading}
          </h2>
          {intro && <p css={{ margin: '6px 0 22px', color: theme.colors.textMuted }}>{intro}</p>}
          {children}
        </div>
      </div>
    </div>
  );
}
