import type { ComponentProps } from 'react';
import { css, keyframes, type Theme } from '@emotion/react';
import { maxWidth, minWidth } from '@site/lib/theme';

export type DialogVariant = 'default' | 'fullpage' | 'sheet' | 'fullsheet';

const isSheet = (variant: DialogVariant) => variant === 'sheet' || variant === 'fullsheet';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(16px); } to { opacity: 1; transform: none; }`;
const slideUp = keyframes`from { transform: translateY(100%); } to { transform: none; }`;

/** Dim full-viewport layer; centres the panel on desktop, anchors a sheet to the bottom on mobile. */
export function Backdrop({ variant, ...props }: ComponentProps<'div'> & { variant: DialogVariant }) {
  return <div css={(theme) => backdropCss(theme, variant)} {...props} />;
}

const backdropCss = (theme: Theme, variant: DialogVariant) =>
  css({
    position: 'fixed',
    inset: 0,
    zIndex: 1000,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: theme.colors.overlay,
    backdropFilter: 'blur(3px)',
    animation: `${fadeIn} 180ms ease-out`,
    [maxWidth(theme.breakpoints.md)]: {
      alignItems: isSheet(variant) ? 'flex-end' : 'stretch',
    },
  });

/** The dialog box itself (docs/product.md §9: desktop width clamp(110px,90vw,990px); heights from the caller). */
export function Panel({ variant, desktopHeight, ...props }: ComponentProps<'div'> & { variant: DialogVariant; desktopHeight?: number }) {
  return <div css={(theme) => panelCss(theme, variant, desktopHeight)} {...props} />;
}

/** Phone heights: 'fullsheet' is a bottom sheet the full height of the screen (docs/product.md §9: the notification panel on mobile). */
const phonePanel = (theme: Theme, variant: DialogVariant) => {
  if (variant === 'fullsheet') return { height: '100dvh', maxHeight: '100dvh' };
  if (variant === 'sheet') return { height: 'auto', maxHeight: '92vh', borderRadius: `${theme.radii.lg} ${theme.radii.lg} 0 0` };
  return { height: '100%' };
};

const panelCss = (theme: Theme, variant: DialogVariant, desktopHeight: number | undefined) =>
  css({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    background: theme.colors.surface,
    color: theme.colors.text,
    outline: 'none',
    overflow: 'hidden',
    width: '100%',
    height: '100%',
    animation: `${rise} 200ms ease-out`,
    [maxWidth(theme.breakpoints.md)]: {
      ...phonePanel(theme, variant),
      ...(isSheet(variant) ? { animation: `${slideUp} 240ms ease-out` } : {}),
    },
    [minWidth(theme.breakpoints.md)]:
      variant === 'fullpage'
        ? { width: '100vw', height: '100vh' }
        : {
            width: 'clamp(110px, 90vw, 990px)',
            height: desktopHeight ? `min(${desktopHeight}px, 90vh)` : 'auto',
            maxHeight: '90vh',
            borderRadius: theme.radii.lg,
            border: `1px solid ${theme.colors.border}`,
            boxShadow: `0 24px 64px ${theme.colors.overlay}`,
          },
  });

export function TitleBar({ hasTitle, ...props }: ComponentProps<'div'> & { hasTitle: boolean }) {
  return <div css={titleBarCss(hasTitle)} {...props} />;
}

const titleBarCss = (hasTitle: boolean) =>
  css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 12,
    padding: hasTitle ? '16px 16px 12px 24px' : '12px 12px 0',
    ...(hasTitle ? {} : { position: 'absolute', top: 0, right: 0, zIndex: 1 }),
    h2: {
      fontSize: '1.25rem',
      fontWeight: 700,
    },
  });

export function CloseButton(props: ComponentProps<'button'>) {
  return <button css={closeButtonCss} {...props} />;
}

const closeButtonCss = (theme: Theme) =>
  css({
    display: 'inline-grid',
    placeItems: 'center',
    flex: 'none',
    width: 40,
    height: 40,
    border: 0,
    borderRadius: theme.radii.pill,
    background: theme.colors.surfaceRaised,
    color: theme.colors.textMuted,
    cursor: 'pointer',
    transition: 'color 120ms, background 120ms',
    '&:hover': {
      color: theme.colors.text,
      background: theme.colors.border,
    },
  });

/** Scrolls when the content is taller than the panel (spec: height max 90vh, scroll inside). */
export function Body({ hasTitle, ...props }: ComponentProps<'div'> & { hasTitle: boolean }) {
  return <div css={bodyCss(hasTitle)} {...props} />;
}

const bodyCss = (hasTitle: boolean) =>
  css({
    flex: '1 1 auto',
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    /* Without a title bar the close button floats top-right, so content starts below it. */
    padding: hasTitle ? '0 24px 24px' : '56px 24px 24px',
  });
