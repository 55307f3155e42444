import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LinkButton } from '@site/components/button';
import { Loading } from '@site/components/loading';
import { PageIntro } from '@site/components/page-intro';
import { SafeHtml } from '@site/components/safe-html';
import { ApiError } from '@site/lib/api-client';
import { usePageTitle } from '@site/lib/page-title';
import { useSiteTime } from '@site/lib/use-site-time';
import { ensureAll, type PageData } from '@site/lib/page-data';
import { contentPageQuery, isContentPageId, useContentPage } from '@site/features/cms/api/content-page';

function Article(props: ComponentProps<'article'>) {
  return <article css={articleCss} {...props} />;
}

const articleCss = (theme: Theme) => css({
  padding: 'clamp(18px, 3vw, 32px)',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  maxWidth: 900,
  h1: {
    margin: '0 0 6px',
    fontSize: 'clamp(1.4rem, 3vw, 2rem)',
  },
  '.updated': {
    margin: '0 0 20px',
    color: theme.colors.textMuted,
    fontSize: '0.85rem',
  },
});

/** The page id of the URL's `:id`, or NaN when it is not a whole number of at most 9 digits. */
const contentPageId = (id: string | undefined): number => (/^\d{1,9}$/.test(id ?? '') ? Number(id) : NaN);

/** /pages/{id} (docs/product.md §2; /pages/3 is About Us): the page's title and its sanitised HTML. */
export default function ContentPage() {
  const { t } = useTranslation();
  const time = useSiteTime();
  const pageId = contentPageId(useParams().id);
  const { data, isPending, error } = useContentPage(pageId);
  const missing = Number.isNaN(pageId) || (error instanceof ApiError && error.status === 404);
  // WCAG 2.4.2: the tab names the page by its own title, or by what went wrong.
  usePageTitle(missing ? t('content.notFound') : error ? t('content.error') : data?.title);
  if (missing || error) {
    return (
      <PageIntro title={missing ? t('content.notFound') : t('content.error')} lead="">
        <div>
          <LinkButton to="/pages" variant="outline">
            {t('content.back')}
          </LinkButton>
        </div>
      </PageIntro>
    );
  }
  if (isPending) return <Loading fill />;
  return (
    <Article aria-labelledby="content-title">
      <h1 id="content-title">{data.title}</h1>
      <p className="updated">{t('content.updated', { date: time.formatNamed(data.updatedAt) })}</p>
      <SafeHtml html={data.html} />
    </Article>
  );
}

/** The query /pages/{id} renders with (docs/architecture.md "Server-rendered pages", src/lib/page-data.ts): the page, when its id is one (see useContentPage). */
export const pageData: PageData = async ({ queryClient, params }) => {
  const id = contentPageId(params.id);
  await ensureAll(isContentPageId(id) ? [queryClient.ensureQueryData(contentPageQuery(id))] : []);
};
