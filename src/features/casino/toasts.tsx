import { useTheme } from '@emotion/react';
import toast from 'react-hot-toast';

function Glyph({ kind }: { kind: 'warning' | 'info' }) {
  const theme = useTheme();
  const color = kind === 'warning' ? theme.colors.warning : theme.colors.primary;
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {kind === 'warning' ? (
        <path d="M12 3 2 21h20L12 3zm0 6v5m0 3v.5" fill="none" stroke={color} strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 8v6m0-9v.5" fill="none" stroke={color} strokeWidth="2.2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** A warning toast (docs/product.md §8: 'Added to favorites' / 'Removed from favorites'); react-hot-toast has no warning kind. */
export const warningToast = (message: string) => toast(message, { icon: <Glyph kind="warning" />, className: 'toast-warning' });

/** An info toast (docs/product.md §8: 'Game will be reloaded. Please wait...'). */
export const infoToast = (message: string) => toast(message, { icon: <Glyph kind="info" />, className: 'toast-info' });
