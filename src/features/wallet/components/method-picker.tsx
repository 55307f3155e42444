import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { Button } from '@site/components/button';
import { Loading } from '@site/components/loading';
import { dialogAtom } from '@site/lib/dialogs';
import { formatLira } from '@site/lib/format';
import { tint } from '@site/forms/styles';
import { usePaymentMethods, type TransactionType } from '@site/features/wallet/api/payment-methods';
import { methodTerms } from '@site/features/wallet/method-terms';
import { MethodLogo } from './method-logo';

/**
 * The payment methods of one type as a grid of cards (dashboard deposit / withdraw pages). Choosing one opens the
 * dynamic dialog with `{id, type, title}` (docs/product.md §2) plus the method's lira limits for client-side checks, its kind
 * and its terms line. Each card shows the method's logo, its processing time and fee ('Instant · No fee')
 * when the server describes them, and its limits.
 */
export function MethodPicker({ type }: { type: TransactionType }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const setDialog = useSetAtom(dialogAtom);
  const methods = usePaymentMethods(type);
  if (methods.isPending) return <Loading />;
  if (methods.isError) {
    return (
      <div role="alert" css={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <p css={{ margin: 0 }}>{t('wallet.loadFailed')}</p>
        <Button variant="outline" onClick={() => void methods.refetch()}>
          {t('wallet.retry')}
        </Button>
      </div>
    );
  }
  if (methods.data.length === 0) return <p>{t('wallet.noMethods')}</p>;
  const terms = (method: (typeof methods.data)[number]) => methodTerms(method, t, i18n.language);
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
      {methods.data.map((method) => (
        <li key={method.id}>
          <button
            type="button"
            onClick={() =>
              setDialog({
                name: type === 1 ? 'deposit' : 'withdraw',
                data: { id: method.id, type, title: method.name, minAmount: method.minAmount, maxAmount: method.maxAmount, kind: method.kind, terms: terms(method) },
              })
            }
            css={{
              width: '100%',
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              gap: '4px 14px',
              alignItems: 'center',
              textAlign: 'left',
              padding: 16,
              borderRadius: theme.radii.lg,
              border: `1px solid ${theme.colors.border}`,
              background: theme.colors.surface,
              color: theme.colors.text,
              font: 'inherit',
              cursor: 'pointer',
              transition: 'border-color 120ms, transform 80ms',
              '&:hover': { borderColor: theme.colors.primary },
              '&:focus-visible': { outline: `3px solid ${tint(theme.colors.primary, 50)}`, outlineOffset: 2 },
            }}
          >
            <span css={{ gridRow: 'span 3', display: 'grid', placeItems: 'center' }}>
              <MethodLogo kind={method.kind} logo={method.logo} />
            </span>
            <span css={{ fontWeight: 700 }}>{method.name}</span>
            {terms(method) && <span css={{ fontSize: 13, fontWeight: 600, color: theme.colors.text }}>{terms(method)}</span>}
            <span css={{ fontSize: 13, color: theme.colors.textMuted }}>
              {t('wallet.limits', { min: formatLira(method.minAmount), max: formatLira(method.maxAmount) })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
