import { useTranslation } from 'react-i18next';
import { EGT_LEVELS } from '@site/features/casino/jackpot-select';
import { jackpotCardCss, JackpotSection, JackpotStrip } from './jackpot-styles';
import { Bone } from '@site/components/skeleton-bone';

/** Loading cards: enough to fill a desktop strip (at most 2 + cards + 1 feeds are shown; the strip scrolls). */
const SKELETON_CARDS = 4;

/**
 * The jackpot strip while its feeds load: the real title and cards with the real level labels (every card has
 * EGT_LEVELS levels, docs/product.md §9) and grey amounts, so the strip has its final height and nothing below moves.
 */
export function JackpotSkeleton({ labels }: { labels: string[] }) {
  const { t } = useTranslation();
  return (
    <JackpotSection role="status" aria-label={t('common.loading')} data-testid="jackpot-skeleton">
      <h2 aria-hidden="true">{t('jackpots.title')}</h2>
      <JackpotStrip aria-hidden="true" css={{ overflowX: 'hidden' }}>
        {Array.from({ length: SKELETON_CARDS }, (_, card) => (
          <div css={jackpotCardCss} key={card}>
            <h3>
              <Bone css={{ width: '55%' }} />
            </h3>
            <dl>
              {labels.slice(0, EGT_LEVELS).map((label) => (
                <div key={label} style={{ display: 'contents' }}>
                  <dt>{label}</dt>
                  <dd>
                    <Bone css={{ width: '8ch' }} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </JackpotStrip>
    </JackpotSection>
  );
}
