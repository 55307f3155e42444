import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { alpha } from '@site/components/color';
import { maxWidth } from '@site/lib/theme';

/** Fills the sheet on phones (docs/product.md §2: full-height bottom sheet); on desktop the 582 px panel sets the height. */
export function PanelBody(props: ComponentProps<'div'>) {
  return <div css={panelBodyCss} {...props} />;
}

const panelBodyCss = (theme: Theme) => css({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  [maxWidth(theme.breakpoints.md)]: {
    flex: '1 0 auto',
  },
});

export function Summary(props: ComponentProps<'p'>) {
  return <p css={summaryCss} {...props} />;
}

const summaryCss = (theme: Theme) => css({
  margin: 0,
  color: theme.colors.textMuted,
  fontSize: '0.85rem',
});

/** The line above the list: the unread summary (with the zone the times are in) and Mark all as read. */
export function SummaryRow(props: ComponentProps<'div'>) {
  return <div css={summaryRowCss} {...props} />;
}

const summaryRowCss = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  flexWrap: 'wrap',
});

export function List(props: ComponentProps<'ul'>) {
  return <ul css={listCss} {...props} />;
}

const listCss = css({
  display: 'grid',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export function Item(props: ComponentProps<'button'>) {
  return <button css={itemCss} {...props} />;
}

const itemCss = (theme: Theme) => css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  padding: 12,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  textAlign: 'left',
  cursor: 'pointer',
  "&[data-unread='true']": {
    borderColor: alpha(theme.colors.primary, 55),
    background: alpha(theme.colors.primary, 7),
  },
  '@media (hover: hover)': {
    '&:hover': {
      borderColor: theme.colors.primary,
    },
  },
  '.text': {
    display: 'grid',
    gap: 2,
    minWidth: 0,
  },
  '.title': {
    fontWeight: 700,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  "&[data-unread='false'] .title": {
    fontWeight: 600,
    color: theme.colors.textMuted,
  },
  '.note': {
    color: theme.colors.textMuted,
    fontSize: '0.85rem',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '.meta': {
    display: 'grid',
    justifyItems: 'end',
    gap: 6,
    color: theme.colors.textMuted,
    fontSize: '0.75rem',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
});

export function UnreadDot(props: ComponentProps<'span'>) {
  return <span css={unreadDotCss} {...props} />;
}

const unreadDotCss = (theme: Theme) => css({
  width: 10,
  height: 10,
  borderRadius: theme.radii.pill,
  background: theme.colors.primary,
});

export function Empty(props: ComponentProps<'div'>) {
  return <div css={emptyCss} {...props} />;
}

const emptyCss = (theme: Theme) => css({
  display: 'grid',
  flex: 1,
  placeItems: 'center',
  alignContent: 'center',
  gap: 12,
  minHeight: 240,
  padding: 24,
  color: theme.colors.textMuted,
  textAlign: 'center',
});

export function BackButton(props: ComponentProps<'button'>) {
  return <button css={backButtonCss} {...props} />;
}

const backButtonCss = (theme: Theme) => css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  alignSelf: 'flex-start',
  padding: '6px 12px 6px 6px',
  border: 0,
  borderRadius: theme.radii.pill,
  background: theme.colors.surfaceRaised,
  color: theme.colors.text,
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': {
    color: theme.colors.primary,
  },
});

export function Detail(props: ComponentProps<'article'>) {
  return <article css={detailCss} {...props} />;
}

const detailCss = (theme: Theme) => css({
  display: 'grid',
  gap: 16,
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: 14,
  },
  h3: {
    margin: 0,
    fontSize: '1.15rem',
  },
  '.meta': {
    display: 'flex',
    gap: 8,
    color: theme.colors.textMuted,
    fontSize: '0.85rem',
  },
  '.note': {
    margin: 0,
    lineHeight: 1.55,
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  },
});

/** Text for assistive technology only. */
export function VisuallyHidden(props: ComponentProps<'span'>) {
  return <span css={visuallyHiddenCss} {...props} />;
}

const visuallyHiddenCss = css({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
