import { type ComponentProps, useContext, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { PlayBarSlotContext } from '@site/features/casino/play-bar-slot';

/** Spec §2 Game play, §9: the title bar is 35 px tall. */
export const PLAY_BAR_PX = 35;

function Bar(props: ComponentProps<'div'>) {
  return <div css={barCss} {...props} />;
}

const barCss = (theme: Theme) => css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '4px 5px',
  /* 35 px; only where the controls alone do not fit on one line (a 320 px screen, WCAG 1.4.10 Reflow) they wrap. */
  minHeight: `${PLAY_BAR_PX}px`,
  padding: '3px 5px 3px 10px',
  background: theme.colors.surfaceRaised,
  borderBottom: `1px solid ${theme.colors.border}`,
  '.title': {
    display: 'flex',
    alignItems: 'center',
    gap: 6,
    flex: 1,
    minWidth: 0,
    /* Below 360 px the game's name takes a line of its own rather than shrinking to a letter (WCAG 1.4.10). */
    '@media (max-width: 359.98px)': {
      flexBasis: '100%',
    },
  },
  strong: {
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    fontSize: '0.85rem',
  },
  '.fun': {
    flex: 'none',
    padding: '1px 7px',
    borderRadius: theme.radii.pill,
    background: theme.colors.warning,
    color: theme.colors.background,
    fontSize: '0.68rem',
    fontWeight: 800,
    whiteSpace: 'nowrap',
  },
  '.balance': {
    display: 'grid',
    lineHeight: 1.05,
    textAlign: 'right',
    whiteSpace: 'nowrap',
    small: {
      fontSize: '0.6rem',
      color: theme.colors.textMuted,
    },
    span: {
      fontSize: '0.78rem',
      fontWeight: 800,
      fontVariantNumeric: 'tabular-nums',
    },
  },
  button: {
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: 27,
    minWidth: 27,
    padding: '0 10px',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.pill,
    background: 'transparent',
    color: theme.colors.text,
    font: 'inherit',
    fontSize: '0.8rem',
    fontWeight: 700,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
  },
  'button.primary': {
    background: theme.colors.primary,
    borderColor: theme.colors.primary,
    color: theme.colors.primaryText,
  },
  'button.icon': {
    padding: 0,
    width: 27,
  },
  "button[aria-pressed='true']": {
    borderColor: theme.colors.primary,
    color: theme.colors.primary,
  },
  "button.star[aria-pressed='true']": {
    color: theme.colors.warning,
    borderColor: theme.colors.warning,
  },
  "button.star[aria-pressed='true'] svg path": {
    fill: 'currentColor',
  },
  'button:focus-visible': {
    outline: `2px solid ${theme.colors.accent}`,
    outlineOffset: 1,
  },
});

const Glyph = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const GLYPHS = {
  star: 'm12 3 2.8 5.8 6.2.9-4.5 4.4 1.1 6.3L12 17.5l-5.6 2.9 1.1-6.3L3 9.7l6.2-.9z',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5.5M12 7.6v.1',
  theatre: 'M2.5 6.5h19v11h-19zM6 10v4M18 10v4',
  enterFull: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  exitFull: 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5',
  reload: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  deposit: 'M3 7h15a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l12-3v3M12 13.5h6M15 10.5v6',
  close: 'M6 6l12 12M18 6 6 18',
};

/** A two-state control of the bar (aria-pressed). */
export interface Toggle {
  active: boolean;
  toggle: () => void;
}

interface Props {
  title: string;
  /** Fun mode (docs/fun-mode.md): a "Fun mode" label, and the main action is "Play for real" instead of Deposit. */
  fun?: boolean;
  /** The main action: Deposit in real mode, Play for real in fun mode. */
  onPrimary: () => void;
  /** The site balance, text (phone game modal, where the header is hidden). */
  balance?: string;
  favorite?: Toggle;
  info?: Toggle;
  /** Desktop only. */
  theatre?: Toggle;
  fullscreen: Toggle;
  onReload: () => void;
  onClose: () => void;
  /** Phone game modal: Deposit as an icon button and no star in the bar (it is in the game info), so 390 px fit. */
  compact?: boolean;
  /** Extra content after the title (unused by default). */
  children?: ReactNode;
}

/**
 * The game's title bar (docs/product.md §2 Game play): name, the app's slot (session clock, docs/protection-enforcement.md), Deposit, reload and close;
 * then the fun-mode label (docs/fun-mode.md), the site balance (phone modal), favourite, game info, theatre and full screen,
 * each toggle a button with an accessible name and aria-pressed.
 */
export function PlayBar({ title, fun, onPrimary, balance, favorite, info, theatre, fullscreen, onReload, onClose, compact, children }: Props) {
  const { t } = useTranslation();
  const slot = useContext(PlayBarSlotContext);
  const toggle = (name: string, label: string, glyph: string, state: Toggle, className = 'icon') => (
    <button type="button" className={className} aria-label={label} title={label} aria-pressed={state.active} onClick={state.toggle} data-control={name}>
      <Glyph d={glyph} />
    </button>
  );
  return (
    <Bar role="toolbar" aria-label={t('casino.playBar')}>
      <span className="title">
        <strong>{title}</strong>
        {fun ? <span className="fun" data-testid="fun-mode">{t('casino.funMode')}</span> : null}
        {children}
      </span>
      {fun ? null : slot}
      {balance !== undefined ? (
        <span className="balance" data-testid="play-bar-balance">
          <small>{t('casino.balance')} </small>
          <span>{balance}</span>
        </span>
      ) : null}
      {compact && !fun ? (
        <button type="button" className="primary icon" aria-label={t('casino.deposit')} title={t('casino.deposit')} onClick={onPrimary}>
          <Glyph d={GLYPHS.deposit} />
        </button>
      ) : (
        <button type="button" className="primary" onClick={onPrimary}>
          {t(fun ? 'casino.playForReal' : 'casino.deposit')}
        </button>
      )}
      {favorite && !compact ? toggle('favorite', t('casino.favorite'), GLYPHS.star, favorite, 'icon star') : null}
      {info ? toggle('info', t('casino.gameInfo'), GLYPHS.info, info) : null}
      {theatre ? toggle('theatre', t('casino.theatre'), GLYPHS.theatre, theatre) : null}
      {toggle('fullscreen', t('casino.fullscreen'), fullscreen.active ? GLYPHS.exitFull : GLYPHS.enterFull, fullscreen)}
      <button type="button" className="icon" aria-label={t('casino.reload')} title={t('casino.reload')} onClick={onReload}>
        <Glyph d={GLYPHS.reload} />
      </button>
      <button type="button" className="icon" aria-label={t('casino.close')} title={t('casino.close')} onClick={onClose} data-autofocus>
        <Glyph d={GLYPHS.close} />
      </button>
    </Bar>
  );
}
