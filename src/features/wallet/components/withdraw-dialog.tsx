import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useWithdraw } from '@site/features/wallet/api/withdraw';
import { PaymentDialogFrame } from './payment-dialog-frame';
import { PaymentForm } from './payment-form';
import { usePaymentDialog } from './use-payment-dialog';
import { WithdrawBonusNotice } from './withdraw-bonus-notice';
import { quickAmountsWithin } from './quick-amounts';
import { usePaymentBalance, WalletSummary } from './wallet-summary';
import { RecentWithdrawals } from './recent-withdrawals';
import { SavedDetails } from './saved-details';

/** Spec §4, §9: the dialogs close 500 ms after a successful withdrawal. */
export const CLOSE_AFTER_WITHDRAW_MS = 500;

/**
 * Dynamic withdraw dialog (docs/product.md §2, §4 Withdraw): on success the server's message shows as a success toast and
 * the dialogs close after 500 ms, the form locked meanwhile (one request per withdrawal); failures show the server
 * message as an error toast and keep the form (docs/product.md §8). A player holding bonus money sees first what can be
 * withdrawn and that withdrawing forfeits the bonus; every player sees the balance and withdrawable amount on
 * top, and quick amounts (within the limits and the withdrawable amount) under the fields (docs/wallet.md). His
 * open and recent withdrawals with their status timelines, his saved IBAN / card offered for reuse, and the account
 * holder prefilled from his registered name.
 */
export function WithdrawDialog() {
  const { open, data, loading, loaded, empty, failed, close, cashier, chosen, choose, initial } = usePaymentDialog(2, 'withdraw');
  const mutation = useWithdraw();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const split = usePaymentBalance();
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  if (!open) return null;

  const submit = async (detail: Record<string, string | number | boolean>): Promise<boolean> => {
    if (!data) return false;
    try {
      const envelope = await mutation.mutateAsync({ id: data.id, target: 'pay', detail, ...(chosen !== null ? { saved: chosen } : {}) });
      toast.success(envelope.message);
      timer.current = setTimeout(close, CLOSE_AFTER_WITHDRAW_MS);
      return true;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      return false;
    }
  };

  return (
    <PaymentDialogFrame data={data} variant="default" loading={loading} onClose={close}>
      <WalletSummary split={split} />
      <WithdrawBonusNotice />
      <RecentWithdrawals items={cashier?.withdrawals ?? []} />
      {loaded && !empty && !failed && <SavedDetails saved={cashier?.saved ?? []} chosen={chosen} onChoose={choose} />}
      {loaded && !empty && !failed && (
        <PaymentForm
          key={String(chosen)}
          initial={initial}
          form={loaded}
          loading={mutation.isPending || mutation.isSuccess}
          onSubmit={submit}
          quickAmounts={quickAmountsWithin(data?.minAmount, data?.maxAmount, split?.withdrawable)}
        />
      )}
    </PaymentDialogFrame>
  );
}
