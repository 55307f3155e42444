import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';

/** A success message in a live region, so screen readers announce it when a step completes. */
export function SuccessNote({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return (
    <p
      role="status"
      css={{
        display: 'flex',
        gap: 10,
        alignItems: 'flex-start',
        margin: '8px 0',
        padding: '14px 16px',
        borderRadius: theme.radii.md,
        border: `1px solid ${theme.colors.success}`,
        color: theme.colors.text,
        background: theme.colors.surfaceRaised,
        fontWeight: 600,
      }}
    >
      <span css={{ color: theme.colors.success, display: 'inline-flex' }}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="m5 12.5 4.5 4.5L19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      {children}
    </p>
  );
}
