import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@site/components/dialog';
import { Loading } from '@site/components/loading';
import { SafeHtml } from '@site/components/safe-html';
import { dialogAtom } from '@site/lib/dialogs';
import { usePromotion } from '@site/features/cms/api/promotion';
import { ClaimLink } from './claim-link';

function Content(props: ComponentProps<'div'>) {
  return <div css={contentCss} {...props} />;
}

const contentCss = (theme: Theme) => css({
  display: 'grid',
  gap: 16,
  '> img': {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '1040 / 600',
    objectFit: 'cover',
    borderRadius: theme.radii.md,
  },
});

/**
 * Promotion detail dialog 'promotion' (docs/product.md §2): image, title and the HTML description, sanitised (SafeHtml).
 * Reads `{ id }` from dialogAtom; shows the loading indicator, then the promotion or a not-found note.
 */
export function PromotionDialog() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useAtom(dialogAtom);
  const id = Number(dialog?.data?.id);
  const { data, isPending } = usePromotion(id);
  const close = () => setDialog(null);
  return (
    <Dialog open onClose={close} title={data?.title ?? t('promotions.title')}>
      {isPending ? <Loading /> : null}
      {!isPending && !data ? <p>{t('promotions.notFound')}</p> : null}
      {data ? (
        <Content data-testid="promotion-detail">
          <img src={data.image} alt="" width={1040} height={600} />
          <SafeHtml html={data.descriptionHtml} />
          {data.claimUrl ? (
            <div>
              <ClaimLink url={data.claimUrl} onNavigate={close} />
            </div>
          ) : null}
        </Content>
      ) : null}
    </Dialog>
  );
}
