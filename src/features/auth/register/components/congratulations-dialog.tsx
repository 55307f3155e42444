import { useCallback, useEffect, useId, useRef } from 'react';
import { useAtom } from 'jotai';
import { useTheme } from '@emotion/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, LinkButton } from '@site/components/button';
import { Dialog } from '@site/components/dialog';
import { formatLira } from '@site/lib/format';
import { dialogAtom } from '@site/lib/dialogs';
import { useShowLiveChat } from '@site/lib/live-chat';
import { useDefineTrialBonus } from '@site/features/auth/register/api/define-trial-bonus';
import { CELEBRATION_DELAY_MS, CELEBRATION_PARTICLES, fireConfetti } from '@site/features/auth/register/confetti';
import { trialBonusAmountAtom } from '@site/features/auth/register/state';

/** Spec §4, §9: after the trial bonus is credited the dialog closes 1 s later. */
export const CLOSE_AFTER_TRIAL_BONUS_MS = 1000;

/**
 * The celebration screen (docs/product.md §2 Congratulations screen, §4 Registration / Trial bonus): confetti of 150 particles
 * 100 ms after display. With a trial bonus above 0 it shows the amount and 'Yes' (GET bonus/definetrialbonus, then
 * confetti and close after 1 s); otherwise 'Deposit' (to /dashboard/deposit, closing the dialog) and 'Live Chat'.
 * dialogAtom data `{ phoneVerified: true }` (from the SMS verify dialog) adds the verified message.
 */
export function CongratulationsDialog() {
  const { t } = useTranslation();
  const theme = useTheme();
  const [dialog, setDialog] = useAtom(dialogAtom);
  const [amount, setAmount] = useAtom(trialBonusAmountAtom);
  const liveChat = useShowLiveChat();
  const { claim, pending } = useDefineTrialBonus();
  const headingId = useId();
  const closeTimer = useRef<number | undefined>(undefined);
  const open = dialog?.name === 'congratulations';
  // Stable: Dialog re-runs its focus trap when onClose changes.
  const close = useCallback(() => setDialog(null), [setDialog]);
  const phoneVerified = dialog?.data?.phoneVerified === true;

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => void fireConfetti(CELEBRATION_PARTICLES), CELEBRATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onYes = async () => {
    if (!(await claim())) return;
    void fireConfetti();
    closeTimer.current = window.setTimeout(() => {
      // Claimed once per player: do not offer it again in this visit.
      setAmount(0);
      close();
    }, CLOSE_AFTER_TRIAL_BONUS_MS);
  };

  return (
    <Dialog open={open} onClose={close} labelledBy={headingId} height={420}>
      <div
        css={{
          display: 'grid',
          justifyItems: 'center',
          alignContent: 'center',
          gap: 14,
          textAlign: 'center',
          padding: '8px 0',
          maxWidth: 460,
          minHeight: '100%',
          margin: '0 auto',
        }}
      >
        <div aria-hidden="true" css={{ fontSize: 44, lineHeight: 1, color: theme.colors.accent }}>
          <svg
            viewBox="0 0 24 24"
            width="56"
            height="56"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M4 20 9 7l8 8-13 5Z" />
            <path d="M13 4c.5 1.5 0 2.5-1 3M19 10c-1.5-.5-2.5 0-3 1M16 3l.5 1.5M21 8l-1.5.5M18 5.5 19.5 4" />
          </svg>
        </div>
        <h2 id={headingId} css={{ margin: 0, fontSize: 28, fontWeight: 800 }}>
          {t('celebration.title')}
        </h2>
        {phoneVerified && <p css={{ margin: 0, fontWeight: 600 }}>{t('phone.verifiedMessage')}</p>}
        {amount > 0 ? (
          <>
            <p css={{ margin: 0, color: theme.colors.textMuted }}>
              {t('celebration.trialBonus', { amount: formatLira(amount) })}
            </p>
            <Button variant="accent" block onClick={() => void onYes()} disabled={pending}>
              {t('celebration.yes')}
            </Button>
          </>
        ) : (
          <>
            <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('celebration.welcome')}</p>
            <div
              css={{
                display: 'grid',
                gridTemplateColumns: '1fr 1fr',
                gap: 12,
                width: '100%',
              }}
            >
              <LinkButton to="/dashboard/deposit" variant="accent" onClick={close}>
                {t('celebration.deposit')}
              </LinkButton>
              <Button
                variant="outline"
                onClick={() => {
                  close();
                  // The docked panel on a wide screen, the chat page in a new tab on a phone (docs/product.md §2).
                  liveChat.open();
                }}
              >
                {t('celebration.liveChat')}
              </Button>
            </div>
          </>
        )}
        {/* A deposit limit is offered at registration, before the first deposit. */}
        <Link to="/dashboard/responsible-gaming#limits" onClick={close} css={{ color: theme.colors.primary, fontWeight: 700 }}>
          {t('protection.offer.registration')}
        </Link>
      </div>
    </Dialog>
  );
}
