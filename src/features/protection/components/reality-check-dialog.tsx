import { type ComponentProps, useId, type KeyboardEvent } from 'react';
import { css, type Theme } from '@emotion/react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Backdrop, Panel } from '@site/components/dialog-styles';
import { Button } from '@site/components/button';
import { Loading } from '@site/components/loading';
import { useModalFocus } from '@site/components/modal-focus';
import type { SessionSummaryView } from '@site/features/protection/api/session-summary';
import { SessionFigures } from './session-figures';

/** Above every other layer, the phone game modal (1100) included: the check must show over a running game. */
function Layer(props: ComponentProps<typeof Backdrop>) {
  return <Backdrop css={layerCss} {...props} />;
}

const layerCss = css({
  zIndex: 1200,
});

function Box(props: ComponentProps<typeof Panel>) {
  return <Panel css={boxCss} {...props} />;
}

const boxCss = (theme: Theme) => css({
  display: 'grid',
  gap: 18,
  padding: 24,
  height: 'auto',
  [`@media (min-width: ${theme.breakpoints.md}px)`]: {
    width: 'min(480px, 92vw)',
    height: 'auto',
  },
  h2: {
    margin: 0,
    fontSize: '1.35rem',
    fontWeight: 800,
  },
  p: {
    margin: 0,
    color: theme.colors.textMuted,
  },
  nav: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '8px 16px',
  },
  'nav button': {
    padding: 0,
    border: 0,
    background: 'none',
    color: theme.colors.primary,
    font: 'inherit',
    fontWeight: 600,
    textDecoration: 'underline',
    cursor: 'pointer',
  },
});

interface Props {
  summary: SessionSummaryView | undefined;
  busy: boolean;
  onContinue: () => void;
  onLogout: () => void;
  onLink: (to: string) => void;
}

const keep = (event: Event) => event.preventDefault();

/**
 * Tab and Escape pressed in the check stay with it: a page or modal underneath that listens on document or window
 * (the play page's theatre mode leaves on Escape) never sees them.
 */
const ownKeys = (event: KeyboardEvent) => {
  if (event.key === 'Tab' || event.key === 'Escape') event.stopPropagation();
};

/**
 * The reality check (docs/protection-enforcement.md): elapsed session time, net position, bets and wins since login, links to game history
 * and limits, and the choice to continue or log out. An alert dialog on the Radix Dialog primitive (docs/dialogs.md)
 * over every other layer, the phone game modal included: focus starts on Continue and stays inside; Escape and
 * clicks outside do not dismiss it.
 */
export function RealityCheckDialog({ summary, busy, onContinue, onLogout, onLink }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const leadId = useId();
  const focus = useModalFocus();
  return (
    <RadixDialog.Root open>
      <RadixDialog.Portal>
        <RadixDialog.Overlay asChild>
          <Layer variant="sheet">
            <RadixDialog.Content
              asChild
              role="alertdialog"
              aria-modal="true"
              aria-labelledby={titleId}
              aria-describedby={leadId}
              onEscapeKeyDown={keep}
              onPointerDownOutside={keep}
              onInteractOutside={keep}
              {...focus}
              onKeyDown={(event) => {
                ownKeys(event);
                focus.onKeyDown(event);
              }}
            >
              <Box variant="sheet" tabIndex={-1}>
                <h2 id={titleId}>{t('protection.realityCheck.dialogTitle')}</h2>
                <p id={leadId}>{t('protection.realityCheck.dialogLead')}</p>
                {summary ? <SessionFigures summary={summary} /> : <Loading />}
                <nav aria-label={t('protection.realityCheck.dialogTitle')}>
                  <button type="button" onClick={() => onLink('/dashboard/game-history')}>
                    {t('protection.realityCheck.gameHistory')}
                  </button>
                  <button type="button" onClick={() => onLink('/dashboard/responsible-gaming')}>
                    {t('protection.realityCheck.limits')}
                  </button>
                </nav>
                <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
                  <Button variant="outline" onClick={onLogout} disabled={busy}>
                    {t('protection.realityCheck.logout')}
                  </Button>
                  <Button variant="primary" onClick={onContinue} disabled={busy} data-autofocus>
                    {t('protection.realityCheck.continue')}
                  </Button>
                </div>
              </Box>
            </RadixDialog.Content>
          </Layer>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
