import { type ComponentProps, useState } from 'react';
import { css, type Theme } from '@emotion/react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Dialog } from '@site/components/dialog';
import { Loading } from '@site/components/loading';
import { dialogAtom } from '@site/lib/dialogs';
import { usePopup } from '@site/features/cms/api/popup';
import { BannerPicture, isExternalUrl } from './banner-slide';

const picture = (images: readonly { url: string }[]) => <BannerPicture images={images.map((image) => image.url)} eager />;

function Frame({ ready, ...props }: ComponentProps<'div'> & { ready: boolean }) {
  return <div css={(theme) => frameCss({ theme, ready })} {...props} />;
}

const frameCss = ({ theme, ready }: { ready: boolean } & { theme: Theme }) =>
  css({
  display: ready ? 'block' : 'none',
  borderRadius: theme.radii.md,
  overflow: 'hidden',
  a: {
    display: 'block',
  },
  img: {
    display: 'block',
    width: '100%',
    height: 'auto',
  },
  'a:focus-visible': {
    outline: `3px solid ${theme.colors.primary}`,
    outlineOffset: 2,
  },
});

/**
 * Popup dialog 'popup' (docs/product.md §2): the responsive image (default, ≥992, ≥1200 px) linking to the popup's url, or
 * to the current page when it has none; a click closes the dialog. The loading indicator shows until the data
 * and the image are there.
 */
export function PopupDialog() {
  const { t } = useTranslation();
  const setDialog = useSetAtom(dialogAtom);
  const { pathname, search } = useLocation();
  const { data } = usePopup();
  const [loaded, setLoaded] = useState(false);
  const close = () => setDialog(null);
  const target = data?.url || `${pathname}${search}`;
  const external = isExternalUrl(target);
  return (
    <Dialog open onClose={close} title={t('popup.title')}>
      {!data || !loaded ? <Loading /> : null}
      {data ? (
        <Frame ready={loaded} onLoadCapture={() => setLoaded(true)} onErrorCapture={() => setLoaded(true)} data-testid="popup-image">
          {external ? (
            <a href={target} target="_blank" rel="noopener noreferrer" aria-label={`${t('popup.open')} ${t('home.newTab')}`} onClick={close}>
              {picture(data.images)}
            </a>
          ) : (
            <Link to={target} aria-label={t('popup.open')} onClick={close}>
              {picture(data.images)}
            </Link>
          )}
        </Frame>
      ) : null}
    </Dialog>
  );
}
