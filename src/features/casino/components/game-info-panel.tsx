import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '@site/components/button';
import { formatMoney } from '@contracts/domain/money';
import { formatRtp } from '@contracts/domain/game-info';
import { useGameInfo } from '@site/features/casino/api/game-info';
import type { PlayMode } from '@site/features/casino/launch-request';
import type { Toggle } from './play-bar';

function Panel(props: ComponentProps<'aside'>) {
  return <aside css={panelCss} {...props} />;
}

const panelCss = (theme: Theme) => css({
  position: 'absolute',
  zIndex: 2,
  top: 0,
  right: 0,
  bottom: 0,
  width: 'min(320px, 100%)',
  display: 'flex',
  flexDirection: 'column',
  gap: 14,
  padding: 16,
  overflowY: 'auto',
  background: theme.colors.surface,
  borderLeft: `1px solid ${theme.colors.border}`,
  boxShadow: '-12px 0 32px rgb(0 0 0 / 35%)',
  header: {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: 10,
  },
  h2: {
    margin: 0,
    fontSize: '1.05rem',
  },
  'header p': {
    margin: '2px 0 0',
    color: theme.colors.textMuted,
    fontSize: '0.85rem',
  },
  dl: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: '8px 12px',
    margin: 0,
    fontSize: '0.9rem',
  },
  dt: {
    color: theme.colors.textMuted,
  },
  dd: {
    margin: 0,
    textAlign: 'right',
    fontWeight: 700,
    fontVariantNumeric: 'tabular-nums',
  },
  '.note': {
    margin: 0,
    fontSize: '0.8rem',
    color: theme.colors.textMuted,
  },
  '.actions': {
    display: 'grid',
    gap: 8,
  },
  '.x': {
    flex: 'none',
    width: 32,
    height: 32,
    padding: 0,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.pill,
    background: 'transparent',
    color: theme.colors.text,
    cursor: 'pointer',
  },
  '.x:focus-visible': {
    outline: `2px solid ${theme.colors.accent}`,
  },
});

interface Props {
  gameCode: string;
  mode: PlayMode;
  /** The favourite star (logged-in players and visitors alike: a visitor gets the login dialog). */
  favorite?: Toggle;
  /** Switch between real money and fun mode; absent when the game offers no fun mode. */
  onSwitchMode?: (mode: PlayMode) => void;
  onClose: () => void;
}

/**
 * The play page's game info (docs/fun-mode.md): provider, RTP, volatility and bet range where the catalogue knows them,
 * the favourite star and, for games with fun mode, the choice of real money or fun. A labelled complementary region.
 */
export function GameInfoPanel({ gameCode, mode, favorite, onSwitchMode, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const info = useGameInfo(gameCode);
  const data = info.data;
  const money = (lira: number) => formatMoney(lira, i18n.language);
  const rows: [string, string][] = data
    ? [
        [t('casino.info.provider'), data.providerName],
        ...(data.rtp !== null ? [[t('casino.info.rtp'), formatRtp(data.rtp, i18n.language)] as [string, string]] : []),
        ...(data.volatility !== null ? [[t('casino.info.volatility'), t(`casino.volatility.${data.volatility}`)] as [string, string]] : []),
        ...(data.minBet !== null ? [[t('casino.info.minBet'), money(data.minBet)] as [string, string]] : []),
        ...(data.maxBet !== null ? [[t('casino.info.maxBet'), money(data.maxBet)] as [string, string]] : []),
        [t('casino.info.funPlay'), t(data.demoPlay ? 'casino.info.yes' : 'casino.info.no')],
      ]
    : [];
  return (
    <Panel aria-labelledby="game-info-title" data-testid="game-info">
      <header>
        <div>
          <h2 id="game-info-title">{t('casino.gameInfo')}</h2>
          <p>{data?.name ?? ''}</p>
        </div>
        <button type="button" className="x" aria-label={t('casino.closeInfo')} onClick={onClose}>
          ✕
        </button>
      </header>
      {info.isError ? <p className="note">{t('casino.info.loadError')}</p> : null}
      {data ? (
        <dl>
          {rows.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="actions">
        {favorite ? (
          <Button variant={favorite.active ? 'primary' : 'outline'} aria-pressed={favorite.active} onClick={favorite.toggle}>
            <span aria-hidden="true">{favorite.active ? '★' : '☆'}</span>
            {t('casino.favorite')}
          </Button>
        ) : null}
        {onSwitchMode && data?.demoPlay ? (
          <Button variant={mode === 'fun' ? 'primary' : 'outline'} onClick={() => onSwitchMode(mode === 'fun' ? 'real' : 'fun')}>
            {t(mode === 'fun' ? 'casino.playForReal' : 'casino.playForFun')}
          </Button>
        ) : null}
      </div>
      <p className="note">{t(mode === 'fun' ? 'casino.info.funNote' : 'casino.info.rtpNote')}</p>
    </Panel>
  );
}
