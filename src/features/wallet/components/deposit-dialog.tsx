import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import toast from 'react-hot-toast';
import { Button } from '@site/components/button';
import { onSingleClick } from '@site/lib/single-click';
import { useDeposit, type DepositResult } from '@site/features/wallet/api/deposit';
import { DepositDialogSlotContext } from '@site/features/wallet/deposit-dialog-slot';
import { PaymentDialogFrame } from './payment-dialog-frame';
import { PaymentForm } from './payment-form';
import { usePaymentDialog } from './use-payment-dialog';
import { quickAmountsWithin } from './quick-amounts';
import { usePaymentBalance, WalletSummary } from './wallet-summary';
import { BankTransferDetails } from './bank-transfer-details';
import { SavedDetails } from './saved-details';

const openPaymentPage = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

/**
 * Dynamic deposit dialog (docs/product.md §2, §4 Deposit; a bottom sheet on mobile). After a successful submit a URL
 * result ('Iframe') opens the payment page in a new tab and shows 'Click the button below to continue the
 * process!' with a button that re-opens it; any other result ('Message') shows the success icon and the
 * server's message. After either result the form is gone, so the same request cannot be sent twice (one submit
 * is one request, see PaymentForm); 'New deposit' starts again from an empty form. Failures show the server
 * message as an error toast and keep the form (docs/product.md §8). The player's balance and withdrawable amount show on
 * top, quick amounts under the fields. A bank method (docs/wallet.md) shows the operator's account and the
 * player's transfer reference with copy buttons; a saved IBAN / card can be chosen instead of typing it; the
 * account holder starts as the player's registered name.
 */
export function DepositDialog() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { open, data, loading, loaded, empty, failed, close, cashier, chosen, choose, initial } = usePaymentDialog(1, 'deposit');
  const mutation = useDeposit();
  const [result, setResult] = useState<DepositResult | null>(null);
  // A new form (fresh fields) for each deposit the player starts in this dialog.
  const [attempt, setAttempt] = useState(0);
  const slot = useContext(DepositDialogSlotContext);
  const split = usePaymentBalance();
  if (!open) return null;

  const submit = async (detail: Record<string, string | number | boolean>): Promise<boolean> => {
    if (!data) return false;
    try {
      const next = await mutation.mutateAsync({ id: data.id, target: 'pay', detail, ...(chosen !== null ? { saved: chosen } : {}) });
      setResult(next);
      if (next.type === 'Iframe') openPaymentPage(next.url);
      return true;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      return false;
    }
  };
  const startAgain = () => {
    mutation.reset();
    setResult(null);
    setAttempt((n) => n + 1);
  };

  return (
    <PaymentDialogFrame data={data} variant="sheet" loading={loading} onClose={close}>
      <WalletSummary split={split} />
      {result ? null : slot}
      {!result && cashier?.bankTransfer && <BankTransferDetails info={cashier.bankTransfer} />}
      {result && (
        <div role="status" css={{ display: 'grid', gap: 12, justifyItems: 'center', textAlign: 'center', padding: result.type === 'Message' ? '24px 0 0' : 0 }}>
          {result.type === 'Iframe' ? (
            <>
              <p css={{ margin: 0, fontWeight: 600 }}>{t('wallet.continueText')}</p>
              <Button variant="accent" onClick={onSingleClick(() => openPaymentPage(result.url))}>
                {t('wallet.continueButton')}
              </Button>
            </>
          ) : (
            <>
              <svg width="56" height="56" viewBox="0 0 24 24" fill="none" stroke={theme.colors.success} strokeWidth="2" aria-hidden="true">
                <circle cx="12" cy="12" r="10" />
                <path d="m7.5 12.5 3 3 6-6.5" />
              </svg>
              <p css={{ margin: 0 }}>{result.message}</p>
            </>
          )}
          <Button variant="outline" onClick={onSingleClick(startAgain)} css={{ marginTop: 8 }}>
            {t('wallet.newDeposit')}
          </Button>
        </div>
      )}
      {!result && loaded && !empty && !failed && <SavedDetails saved={cashier?.saved ?? []} chosen={chosen} onChoose={choose} />}
      {!result && loaded && !empty && !failed && (
        <PaymentForm
          key={`${attempt}-${chosen}`}
          initial={initial}
          form={loaded}
          loading={mutation.isPending}
          onSubmit={submit}
          quickAmounts={quickAmountsWithin(data?.minAmount, data?.maxAmount)}
        />
      )}
    </PaymentDialogFrame>
  );
}
