import { useContext } from 'react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { PlayBarSlotContext } from '../play-bar-slot';

/** Spec §2 Game play, §9: the title bar is 35 px tall. */
export const PLAY_BAR_PX = 35;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  height: ${PLAY_BAR_PX}px;
  padding: 0 6px 0 12px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    font-size: 0.85rem;
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    height: 27px;
    min-width: 27px;
    padding: 0 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 0.8rem;
    font-weight: 700;
    cursor: pointer;
  }
  button.deposit {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  button.icon { padding: 0; width: 27px; }
  button:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accent}; outline-offset: 1px; }
`;

const Glyph = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

interface Props {
  title: string;
  onDeposit: () => void;
  onReload: () => void;
  onClose: () => void;
}

/** The game's title bar (spec §2 Game play): name, the app's slot (session clock, issue 11), Deposit, reload and close. */
export function PlayBar({ title, onDeposit, onReload, onClose }: Props) {
  const { t } = useTranslation();
  const slot = useContext(PlayBarSlotContext);
  return (
    <Bar role="toolbar" aria-label={t('casino.playBar')}>
      <strong>{title}</strong>
      {slot}
      <button type="button" className="deposit" onClick={onDeposit}>
        {t('casino.deposit')}
      </button>
      <button type="button" className="icon" aria-label={t('casino.reload')} title={t('casino.reload')} onClick={onReload}>
        <Glyph d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
      </button>
      <button type="button" className="icon" aria-label={t('casino.close')} title={t('casino.close')} onClick={onClose} data-autofocus>
        <Glyph d="M6 6l12 12M18 6 6 18" />
      </button>
    </Bar>
  );
}
