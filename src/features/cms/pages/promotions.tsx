import type { ComponentProps } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '@site/components/button';
import { PageIntro } from '@site/components/page-intro';
import { ensureAll, type PageData } from '@site/lib/page-data';
import { promotionListQuery, usePromotionList } from '@site/features/cms/api/promotion-list';
import { PromotionCard } from '@site/features/cms/components/promotion-card';
import { PromotionSkeleton } from '@site/features/cms/components/promotion-skeleton';

function Grid(props: ComponentProps<'div'>) {
  return <div css={gridCss} {...props} />;
}

const gridCss = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: 16,
});

/** /promotions (docs/product.md §2): the active promotions as cards; Details opens the promotion dialog. */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = usePromotionList();
  return (
    <>
      <PageIntro title={t('promotions.title')} lead={t('promotions.lead')} />
      {isPending ? <PromotionSkeleton grid={Grid} /> : null}
      {isError ? (
        <PageIntro title={t('promotions.error')} lead="">
          <div>
            <Button variant="outline" onClick={() => void refetch()}>
              {t('promotions.retry')}
            </Button>
          </div>
        </PageIntro>
      ) : null}
      {data?.length === 0 ? <p>{t('promotions.empty')}</p> : null}
      {data && data.length > 0 ? (
        <Grid>
          {data.map((promotion, i) => (
            // A phone's first screen holds two cards (either may be the LCP: same size), a wide screen up to three.
            <PromotionCard key={promotion.id} promotion={promotion} priority={i < 2} eager={i < 3} />
          ))}
        </Grid>
      ) : null}
    </>
  );
}

/** The query /promotions renders with (docs/architecture.md "Server-rendered pages", src/lib/page-data.ts): the active promotions. */
export const pageData: PageData = async ({ queryClient }) => {
  await ensureAll([queryClient.ensureQueryData(promotionListQuery())]);
};
