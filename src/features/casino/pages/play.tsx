import { useCallback, useMemo } from 'react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LinkButton } from '../../../components/button';
import { EmptyState } from '../components/empty-state';
import { GameFrame } from '../components/game-frame';
import { decodeGameData } from '../game-data';

const Full = styled.div`
  height: calc(100dvh - 150px);
  min-height: 440px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

/**
 * /casino/play/{encoded game data} (spec §2 Game play, desktop full page; protected route). Closing (bar or the
 * game's exit message) goes back to where the player came from, or to the slot lobby on a direct visit.
 */
export default function PlayPage() {
  const { t } = useTranslation();
  const { game: segment = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const game = useMemo(() => decodeGameData(segment), [segment]);
  const close = useCallback(() => {
    if (location.key !== 'default') navigate(-1);
    else navigate('/casino/slot', { replace: true });
  }, [location.key, navigate]);
  const deposit = useCallback(() => navigate('/dashboard/deposit'), [navigate]);

  if (!game) {
    return <EmptyState title={t('casino.badGameLink')} action={<LinkButton to="/casino/slot" variant="outline">{t('casino.backToLobby')}</LinkButton>} />;
  }
  return (
    <Full data-testid="game-page">
      <GameFrame key={segment} game={game} onClose={close} onDeposit={deposit} />
    </Full>
  );
}
