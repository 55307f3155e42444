import type { ComponentProps } from 'react';
import { type Theme, keyframes, css } from '@emotion/react';
import { useTranslation } from 'react-i18next';

const spin = keyframes`to { transform: rotate(360deg); }`;

function Wrap({ tall, ...props }: ComponentProps<'div'> & { tall: boolean }) {
  return <div css={(theme) => wrapCss({ theme, tall })} {...props} />;
}

const wrapCss = ({ theme, tall }: { tall: boolean } & { theme: Theme }) =>
  css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 12,
  padding: '32px 16px',
  minHeight: tall ? '50vh' : 'auto',
  color: theme.colors.textMuted,
  fontSize: '0.9rem',
});

function Spinner(props: ComponentProps<'span'>) {
  return <span css={spinnerCss} {...props} />;
}

const spinnerCss = (theme: Theme) => css({
  width: 36,
  height: 36,
  borderRadius: '50%',
  border: `3px solid ${theme.colors.border}`,
  borderTopColor: theme.colors.primary,
  animation: `${spin} 0.8s linear infinite`,
});

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
