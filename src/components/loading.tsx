import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled('div', { shouldForwardProp: (p) => p !== 'tall' })<{ tall: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 32px 16px;
  min-height: ${({ tall }) => (tall ? '50vh' : 'auto')};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Spinner = styled.span`
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

/** Loading indicator: a spinner with the translated text 'Loading...' (docs/product.md §2 Other shared elements). */
export function Loading({ fill = false }: { fill?: boolean }) {
  const { t } = useTranslation();
  return (
    <Wrap tall={fill} role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{t('common.loading', 'Loading...')}</span>
    </Wrap>
  );
}
