import { useTranslation } from 'react-i18next';
import { Button } from '@site/components/button';

/** Previous / Next with 'Page x of y' and the record count; hidden when everything fits on one page. */
export function Pager({ skip, take, total, onSkip }: { skip: number; take: number; total: number; onSkip: (skip: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / take));
  const page = Math.floor(skip / take) + 1;
  return (
    <nav aria-label={t('history.page', { page, pages })} css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
      <span css={{ fontSize: 14 }}>{t('history.total', { count: total })}</span>
      {pages > 1 && (
        <div css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onSkip(Math.max(0, skip - take))}>
            {t('history.previous')}
          </Button>
          <span aria-live="polite" css={{ fontSize: 14, whiteSpace: 'nowrap' }}>
            {t('history.page', { page, pages })}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onSkip(skip + take)}>
            {t('history.next')}
          </Button>
        </div>
      )}
    </nav>
  );
}
