import type { ReactNode } from 'react';
import { Global, ThemeProvider, css, type Theme } from '@emotion/react';
import { bootTheme, buildTheme } from '@site/lib/brand';

const defaultTheme = buildTheme();
const defaultScheme = bootTheme().colorScheme;

/** Page-wide base styles from the theme: colours, fonts, box sizing and a visible keyboard focus ring. */
function globalStyles(theme: Theme, scheme: 'dark' | 'light') {
  return css({
    ':root': {
      colorScheme: scheme,
    },
    '*, *::before, *::after': {
      boxSizing: 'border-box',
    },
    html: {
      WebkitTextSizeAdjust: '100%',
      scrollBehavior: 'smooth',
    },
    body: {
      margin: 0,
      minHeight: '100vh',
      background: theme.colors.background,
      color: theme.colors.text,
      fontFamily: theme.fonts.body,
      fontSize: 15,
      lineHeight: 1.5,
      WebkitFontSmoothing: 'antialiased',
    },
    'h1, h2, h3, h4': {
      fontFamily: theme.fonts.heading,
      lineHeight: 1.2,
      margin: 0,
    },
    a: {
      color: 'inherit',
    },
    'button, input, select, textarea': {
      font: 'inherit',
      color: 'inherit',
    },
    ':focus-visible': {
      outline: `2px solid ${theme.colors.primary}`,
      outlineOffset: 2,
    },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        animationDuration: '0.01ms !important',
        transitionDuration: '0.01ms !important',
        // csstype's union of keywords has no `!important`; Emotion writes the value as given.
        scrollBehavior: 'auto !important' as 'auto',
      },
    },
  });
}

/**
 * Emotion ThemeProvider with this page's brand (the boot data the server sent for the host, src/lib/brand.ts) and the
 * global base styles. Pass `theme` in tests or previews to render under another brand (`buildTheme(<boot theme>)`).
 */
export function AppThemeProvider({
  children,
  theme = defaultTheme,
  scheme = defaultScheme,
}: {
  children: ReactNode;
  theme?: Theme;
  scheme?: 'dark' | 'light';
}) {
  return (
    <ThemeProvider theme={theme}>
      <Global styles={globalStyles(theme, scheme)} />
      {children}
    </ThemeProvider>
  );
}
