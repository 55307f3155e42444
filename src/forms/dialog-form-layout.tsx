import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { maxWidth, minWidth } from '@site/lib/theme';
import { BrandPanel } from './brand-panel';

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
 * Layout of form dialogs (Login, Sign Up). Desktop dialogs are up to 990 px wide (docs/product.md §9), far wider than a form
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
      <BrandPanel tagline={tagline} perks={perks} />
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
