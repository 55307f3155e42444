import { useEffect } from 'react';
import { Global, css, useTheme } from '@emotion/react';
import toast, { ToastBar, Toaster, useToasterStore } from 'react-hot-toast';
import { siteConfig } from '@site/lib/config';
import { HEADER_HEIGHT } from './layout/header/header-styles';
import { toastAnimation, toastKeyframes } from './toast-motion';

/**
 * While a modal dialog (or the menu drawer) is open, everything outside it is inert, toasts included: a toast still
 * shows and is announced, but taps and the pointer go through it to the dialog beneath. A full-screen phone dialog
 * starts right under the toast stack, so a toast would otherwise cover its first controls, and hovering it (which
 * pauses its timer) would keep them covered.
 */
const toastsInertUnderModal = css({
  "body:has([aria-modal='true']) [data-rht-toaster] > div > *": {
    // csstype's union of keywords has no `!important`; Emotion writes the value as given.
    pointerEvents: 'none !important' as 'none',
  },
});

/**
 * Toasts (docs/product.md §8, §9), from config/site.json `toast`: position (top-center), durationMs (4000 ms),
 * loadingDurationMs (30000 ms while loading), maxVisible (5: the oldest visible one is dismissed when a sixth arrives),
 * enterMs (350 ms in) and exitMs (800 ms out; the toast leaves the page when its exit ends). Colours come from the
 * theme; the stack starts below the header bar. Settings are read at each render.
 */
export function AppToaster() {
  const theme = useTheme();
  const settings = siteConfig.toast;
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(settings.maxVisible)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts, settings.maxVisible]);
  return (
    // Inside the live-region wrapper of src/app/providers.tsx (ToasterRegion), so toasts over a modal dialog are announced.
    <>
      <Global styles={[toastKeyframes, toastsInertUnderModal]} />
      <Toaster
        position={settings.position}
        // Below the header, so a toast never covers the menu, login or deposit controls.
        containerStyle={{ top: HEADER_HEIGHT + 8 }}
        toastOptions={{
          duration: settings.durationMs,
          removeDelay: settings.exitMs,
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
      >
        {(t) => (
          // Until its height is measured a toast stays still (react-hot-toast keeps it transparent meanwhile).
          <ToastBar
            toast={t}
            style={
              t.height ? { animation: toastAnimation(t.position ?? settings.position, t.visible, settings) } : undefined
            }
          />
        )}
      </Toaster>
    </>
  );
}
