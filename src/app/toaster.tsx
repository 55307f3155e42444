import { useEffect, useRef } from 'react';
import { Global, css, useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import toast, { ToastBar, Toaster, useToasterStore, type Toast } from 'react-hot-toast';
import { failureReference } from '@site/lib/api-client';
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

/** The message of a toast with a reference line: react-hot-toast's own message layout, the lines stacked. */
const referencedMessage = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  margin: '4px 10px',
  color: 'inherit',
  flex: '1 1 auto',
  whiteSpace: 'pre-line',
  textAlign: 'center',
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
  const { t: tr } = useTranslation();
  // Each error toast's reference, fixed when it first shows (a later failure with the same text has its own).
  const references = useRef(new Map<string, string | null>());
  const referenceOf = (item: Toast): string | null => {
    if (item.type !== 'error' || typeof item.message !== 'string') return null;
    if (!references.current.has(item.id)) references.current.set(item.id, failureReference(item.message));
    return references.current.get(item.id) ?? null;
  };
  useEffect(() => {
    const live = new Set(toasts.map((item) => item.id));
    for (const id of references.current.keys()) if (!live.has(id)) references.current.delete(id);
  }, [toasts]);
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
        {(t) => {
          const reference = referenceOf(t);
          return (
            // Until its height is measured a toast stays still (react-hot-toast keeps it transparent meanwhile).
            <ToastBar
              toast={t}
              style={
                t.height ? { animation: toastAnimation(t.position ?? settings.position, t.visible, settings) } : undefined
              }
            >
              {reference
                ? ({ icon }) => (
                    // A failed call's toast names its request id, the server's log line (docs/operations.md "Logs"):
                    // what a player reads out to support. Inside the message's live region, so it is announced with it.
                    <>
                      {icon}
                      <div {...t.ariaProps} css={referencedMessage}>
                        <span>{String(t.message)}</span>
                        <span css={css({ color: theme.colors.textMuted, fontSize: '0.85em', userSelect: 'all' })}>
                          {tr('errors.reference', { id: reference })}
                        </span>
                      </div>
                    </>
                  )
                : undefined}
            </ToastBar>
          );
        }}
      </Toaster>
    </>
  );
}
