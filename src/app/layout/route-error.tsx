import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@site/components/button';

function Box(props: ComponentProps<'div'>) {
  return <div css={boxCss} {...props} />;
}

const boxCss = (theme: Theme) => css({
  display: 'grid',
  gap: 16,
  justifyItems: 'center',
  maxWidth: 480,
  margin: '15vh auto',
  padding: 24,
  textAlign: 'center',
  h1: {
    fontSize: '1.5rem',
  },
  p: {
    color: theme.colors.textMuted,
    margin: 0,
  },
});

/**
 * Shown when a route fails to render or its lazy chunk cannot be fetched (e.g. after a deploy replaced the chunk
 * files). Offers a reload, which fetches the new index.html and chunk names.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <Box role="alert">
      <h1>{t('errors.title', 'Something went wrong')}</h1>
      <p>{detail}</p>
      <Button onClick={() => window.location.reload()}>{t('errors.reload', 'Reload the page')}</Button>
    </Box>
  );
}
