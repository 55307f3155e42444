import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { Dialog, type DialogVariant } from '@site/components/dialog';
import { Loading } from '@site/components/loading';
import { formatLira } from '@site/lib/format';
import type { PaymentDialogData } from './payment-dialog-data';
import { MethodLogo } from './method-logo';

export interface PaymentDialogFrameProps {
  data: PaymentDialogData | null;
  variant: DialogVariant;
  loading: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The dialog around a dynamic payment form: method title; its logo, terms and limits; a spinner while the fields load. */
export function PaymentDialogFrame({ data, variant, loading, onClose, children }: PaymentDialogFrameProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const title = data?.title || t(data?.type === 2 ? 'wallet.withdrawTitle' : 'wallet.depositTitle');
  const limits =
    data?.minAmount !== undefined && data.maxAmount !== undefined
      ? t('wallet.limits', { min: formatLira(data.minAmount), max: formatLira(data.maxAmount) })
      : null;
  return (
    <Dialog open onClose={onClose} title={title} variant={variant}>
      <div css={{ maxWidth: 520, margin: '0 auto', width: '100%' }}>
        {(limits || data?.terms) && (
          <div css={{ display: 'flex', gap: 12, alignItems: 'center', margin: '0 0 16px' }}>
            {data?.kind && <MethodLogo kind={data.kind} size={40} />}
            <div css={{ display: 'grid', gap: 2, fontSize: 14 }}>
              {data?.terms && <span css={{ fontWeight: 600 }}>{data.terms}</span>}
              {limits && <span css={{ color: theme.colors.textMuted }}>{limits}</span>}
            </div>
          </div>
        )}
        {loading ? <Loading /> : children}
      </div>
    </Dialog>
  );
}
