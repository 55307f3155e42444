import { useTheme } from '@emotion/react';
import type { PaymentMethod } from '@contracts/types/wallet/methods';

/** A logo URL the site may show: on its own origin only ('/…', never '//host/…' or another site), else null. */
export function ownOriginLogo(logo: string | null | undefined): string | null {
  return logo && logo.startsWith('/') && !logo.startsWith('//') && !logo.includes('\\') ? logo : null;
}

/**
 * The logo of a payment method (docs/wallet.md): the method's own logo when it is served by the site, else one
 * drawn SVG per method kind in the brand's colours (primary, accent and their text colours from the theme), so every
 * brand gets logos in its own palette and no image is loaded from elsewhere. Decorative: the name is beside it.
 */
export function MethodLogo({ kind, logo, size = 48 }: { kind: PaymentMethod['kind']; logo?: string | null; size?: number }) {
  const theme = useTheme();
  const own = ownOriginLogo(logo);
  if (own) return <img src={own} alt="" width={size} height={size} css={{ borderRadius: theme.radii.md, objectFit: 'contain' }} />;
  const { primary, primaryText, accent, accentText } = theme.colors;
  const common = { width: size, height: size, viewBox: '0 0 48 48', 'aria-hidden': true, focusable: false, 'data-kind': kind } as const;
  switch (kind) {
    case 'bank':
      return (
        <svg {...common}>
          <rect width="48" height="48" rx="12" fill={primary} />
          <path d="M24 10 37 18H11Z" fill={primaryText} />
          <rect x="13" y="20" width="3.5" height="12" rx="1" fill={primaryText} />
          <rect x="19" y="20" width="3.5" height="12" rx="1" fill={primaryText} />
          <rect x="25" y="20" width="3.5" height="12" rx="1" fill={primaryText} />
          <rect x="31" y="20" width="3.5" height="12" rx="1" fill={primaryText} />
          <rect x="11" y="34" width="26" height="4" rx="1.5" fill={accent} />
        </svg>
      );
    case 'card':
      return (
        <svg {...common}>
          <rect width="48" height="48" rx="12" fill={primary} />
          <rect x="8" y="13" width="32" height="22" rx="4" fill={primaryText} />
          <rect x="8" y="17" width="32" height="4" fill={primary} opacity="0.85" />
          <rect x="12" y="25" width="7" height="5" rx="1.2" fill={accent} />
          <circle cx="31" cy="29" r="3" fill={accent} />
          <circle cx="35" cy="29" r="3" fill={primary} opacity="0.7" />
        </svg>
      );
    case 'crypto':
      return (
        <svg {...common}>
          <rect width="48" height="48" rx="12" fill={primary} />
          <circle cx="24" cy="24" r="13" fill={accent} />
          <path d="M17 17h14v3.5h-5.2V32h-3.6V20.5H17Z" fill={accentText} />
          <ellipse cx="24" cy="24.5" rx="8" ry="2.2" fill="none" stroke={accentText} strokeWidth="1.6" />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <rect width="48" height="48" rx="12" fill={primary} />
          <path d="M11 17a4 4 0 0 1 4-4h16l2 4Z" fill={accent} />
          <rect x="9" y="16" width="30" height="20" rx="4" fill={primaryText} />
          <rect x="27" y="22" width="12" height="8" rx="3" fill={accent} />
          <circle cx="31.5" cy="26" r="1.8" fill={accentText} />
        </svg>
      );
  }
}
