import { type ComponentProps, useRef } from 'react';
import { css, type Theme } from '@emotion/react';
import { maxWidth } from '@site/lib/theme';
import { useTopOffset } from '@site/features/sports/hooks/use-top-offset';
import { useSportsbookBridge } from '@site/features/sports/hooks/use-sportsbook-bridge';
import type { SportsbookId, SportsbookLaunch } from '@site/features/sports/sportsbook-launch';
import { frameTargetOrigin } from '@site/features/sports/sportsbook-messages';

/** Header height (px) of src/app/layout/header/header-styles.tsx and the phone bottom bar of bottom-bar.tsx. */
const HEADER_PX = 64;
const BOTTOM_BAR_PX = 64;
/** Space kept under the frame so its border shows above the fold. */
const GAP_PX = 8;

/**
 * The frame fills the first viewport from its top (under the header and breadcrumbs) to the bottom edge on
 * desktop, or to the bottom bar on phones, where it also runs edge to edge, out of the page padding.
 */
function Frame({ top, title, ...props }: ComponentProps<'iframe'> & { top: number }) {
  return <iframe css={(theme) => frameCss({ theme, top })} title={title} {...props} />;
}

const frameCss = ({ theme, top }: { top: number } & { theme: Theme }) =>
  css({
  display: 'block',
  width: '100%',
  height: `calc(100dvh - ${top + GAP_PX}px)`,
  minHeight: 420,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  [maxWidth(theme.breakpoints.md)]: {
    width: 'calc(100% + 32px)',
    margin: '0 -16px',
    height: `calc(100dvh - ${top + BOTTOM_BAR_PX}px - env(safe-area-inset-bottom))`,
    borderWidth: '1px 0',
    borderRadius: 0,
  },
});

/**
 * Isolation (docs/security.md "Sessions and tokens"): scripts, forms and popups only, and no allow-same-origin, so a sportsbook served from our
 * origin gets an opaque origin and cannot read the site's storage (the stored auth data). A provider's page on its
 * own origin keeps that origin (allow-same-origin cannot reach the site's storage from another origin), so the
 * launch token is posted to that exact origin (frameTargetOrigin).
 */
const SANDBOX = 'allow-scripts allow-forms allow-popups';
const sandboxFor = (src: string) => (frameTargetOrigin(src) ? `${SANDBOX} allow-same-origin` : SANDBOX);
/** Permissions policy: nothing powerful is delegated to the frame. */
const ALLOW = "camera 'none'; microphone 'none'; geolocation 'none'; payment 'none'; usb 'none'; clipboard-read 'none'; display-capture 'none'";

/** One embedded sportsbook with its postMessage bridge. Remount (key) it when `src` changes. */
export function SportsbookFrame({ provider, src, launch, title }: { provider: SportsbookId; src: string; launch: SportsbookLaunch; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const top = useTopOffset(frame) ?? HEADER_PX;
  useSportsbookBridge(frame, provider, launch);
  return <Frame ref={frame} top={top} src={src} title={title} sandbox={sandboxFor(src)} allow={ALLOW} referrerPolicy="no-referrer" data-testid={`sportsbook-${provider}`} />;
}
