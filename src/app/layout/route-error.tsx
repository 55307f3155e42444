import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@site/components/button';

const Box = styled.div`
  display: grid;
  gap: 16px;
  justify-items: center;
  max-width: 480px;
  margin: 15vh auto;
  padding: 24px;
  text-align: center;
  h1 {
    font-size: 1.5rem;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
  }
`;

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
