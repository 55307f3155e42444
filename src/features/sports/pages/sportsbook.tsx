import type { ComponentProps } from 'react';
import { css } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@site/lib/locale';
import { useRouteProps } from '@site/lib/route-handle';
import { authAtom } from '@site/lib/session';
import { SportsbookFrame } from '@site/features/sports/components/sportsbook-frame';
import { frameSrc, isSportsbookId, launchFor } from '@site/features/sports/sportsbook-launch';

/** Named for screen readers; the frame is the page's visible content. */
function Title({ children, ...props }: ComponentProps<'h1'>) {
  return (
    <h1 css={titleCss} {...props}>
      {children}
    </h1>
  );
}

const titleCss = css({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

/**
 * /livespor/{fcg,betco} and /spor/{fcg,betco} (docs/product.md §2; route props `provider`, `live`): the sportsbook embedded
 * with the stored auth data's launch values (fcg: betsyCid, betsyUrl, betsyToken; betco: betcoUrl, betcoToken),
 * or as a guest for a visitor.
 */
export default function SportsbookPage() {
  const { t } = useTranslation();
  const props = useRouteProps();
  const auth = useAtomValue(authAtom);
  const provider = isSportsbookId(props.provider) ? props.provider : 'fcg';
  const live = props.live === true;
  const launch = launchFor(provider, auth);
  const src = frameSrc(launch, { live, lang: getLanguage() });
  const name = t(`sports.providers.${provider}`);
  const title = t(live ? 'sports.liveTitle' : 'sports.prematchTitle', { name });
  return (
    <>
      <Title>{title}</Title>
      <SportsbookFrame key={src} provider={provider} src={src} launch={launch} title={t('sports.frameTitle', { name })} />
    </>
  );
}
