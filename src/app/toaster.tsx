import { useEffect } from 'react';
import { useTheme } from '@emotion/react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { siteConfig } from '../lib/config';
import { HEADER_HEIGHT } from './layout/header/header-styles';

const { toast: settings } = siteConfig;

/**
 * Toasts (docs/product.md §8, §9): top-center, 4000 ms (30000 ms for loading), at most 5 visible — the oldest visible one is
 * dismissed when a sixth arrives. Colours come from the theme; the stack starts below the header bar.
 */
export function AppToaster() {
  const theme = useTheme();
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(settings.maxVisible)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return (
    // While a modal dialog is open, Radix Dialog hides the rest of the page from assistive technology, live regions
    // excepted (src/components/dialog.tsx): this wrapper is one, so a toast raised over a dialog (a wrong SMS code)
    // is still announced and found by role. Each toast says how politely itself (role="status").
    <div aria-live="off" css={{ display: 'contents' }}>
      <Toaster
        position={settings.position}
        // Below the header, so a toast never covers the menu, login or deposit controls.
        containerStyle={{ top: HEADER_HEIGHT + 8 }}
        toastOptions={{
          duration: settings.durationMs,
          loading: { duration: settings.loadingDurationMs },
          style: {
            background: theme.colors.surfaceRaised,
            color: theme.colors.text,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radii.md,
            fontFamily: theme.fonts.body,
          },
          success: { iconTheme: { primary: theme.colors.success, secondary: theme.colors.surfaceRaised } },
          error: { iconTheme: { primary: theme.colors.danger, secondary: theme.colors.surfaceRaised } },
        }}
      />
    </div>
  );
}
