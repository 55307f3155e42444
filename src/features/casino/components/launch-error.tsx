import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '@site/components/button';
import { Icon } from '@site/components/icons';

function Box(props: ComponentProps<'div'>) {
  return <div css={boxCss} {...props} />;
}

const boxCss = (theme: Theme) => css({
  display: 'grid',
  justifyItems: 'center',
  gap: 10,
  maxWidth: 420,
  margin: 16,
  padding: '28px 20px',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  textAlign: 'center',
  color: theme.colors.textMuted,
  h2: {
    margin: 0,
    fontSize: '1.1rem',
    color: theme.colors.text,
  },
  p: {
    margin: 0,
  },
  '.actions': {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: 10,
    marginTop: 6,
  },
});

interface Props {
  /** The server's message (e.g. "Game not found.") or the site's own when there is none. */
  message: string;
  onRetry: () => void;
  onBack: () => void;
}

/**
 * The play area after a failed launch that does not close the game (Pragmatic, DT, EM; docs/product.md §8): what went wrong,
 * Try again (a new launch) and Back to the lobby, instead of an endless spinner (docs/lobby.md). An alert, so
 * screen readers announce it; both actions are buttons in the tab order.
 */
export function LaunchError({ message, onRetry, onBack }: Props) {
  const { t } = useTranslation();
  return (
    <Box role="alert" data-testid="launch-error">
      <Icon name="games" size={36} />
      <h2>{t('casino.launchErrorTitle')}</h2>
      <p>{message}</p>
      <div className="actions">
        <Button onClick={onRetry}>{t('casino.retry')}</Button>
        <Button variant="outline" onClick={onBack}>{t('casino.backToLobby')}</Button>
      </div>
    </Box>
  );
}
