import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@site/components/icons';
import { Loading } from '@site/components/loading';
import { PageIntro } from '@site/components/page-intro';
import { ensureAll, type PageData } from '@site/lib/page-data';
import { contentListQuery, useContentList } from '@site/features/cms/api/content-list';

function List(props: ComponentProps<'ul'>) {
  return <ul css={listCss} {...props} />;
}

const listCss = (theme: Theme) => css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  a: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 12,
    minHeight: 56,
    padding: '14px 16px',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    background: theme.colors.surface,
    fontWeight: 700,
    textDecoration: 'none',
  },
  'a:hover, a:focus-visible': {
    borderColor: theme.colors.primary,
  },
  svg: {
    transform: 'rotate(-90deg)',
    color: theme.colors.textMuted,
  },
});

/** /pages (docs/product.md §2 Contents list): every published content page, linking to /pages/{id}. */
export default function ContentsPage() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useContentList();
  return (
    <>
      <PageIntro title={t('content.title')} lead={t('content.lead')} />
      {isPending ? <Loading /> : null}
      {isError ? <p role="alert">{t('content.error')}</p> : null}
      {data?.length === 0 ? <p>{t('content.empty')}</p> : null}
      {data && data.length > 0 ? (
        <List aria-label={t('content.title')}>
          {data.map((item) => (
            <li key={item.id}>
              <Link to={`/pages/${item.id}`}>
                {item.title}
                <Icon name="chevron-down" size={18} />
              </Link>
            </li>
          ))}
        </List>
      ) : null}
    </>
  );
}

/** The query /pages renders with (docs/architecture.md "Server-rendered pages", src/lib/page-data.ts): the list of published pages. */
export const pageData: PageData = async ({ queryClient }) => {
  await ensureAll([queryClient.ensureQueryData(contentListQuery())]);
};
