import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Button } from '@site/components/button';
import { formatLira } from '@site/lib/format';
import { useCancelWithdrawal } from '@site/features/account/api/cancel-withdrawal';

/** Cancel on the player's own pending withdrawal (docs/wallet.md "Withdrawal timeline"): the money goes back to the balance. */
export function CancelWithdrawalButton({ id, amount }: { id: number; amount: number }) {
  const { t } = useTranslation();
  const mutation = useCancelWithdrawal();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={mutation.isPending}
      aria-label={t('protection.withdrawal.cancelLabel', { amount: formatLira(amount) })}
      // mutateAsync: the button unmounts when the refreshed row is no longer cancellable, and the toast must still show.
      onClick={() =>
        void mutation.mutateAsync(id).then(
          () => toast.success(t('protection.withdrawal.cancelled')),
          (error: Error) => toast.error(error.message),
        )
      }
    >
      {t('protection.withdrawal.cancel')}
    </Button>
  );
}
