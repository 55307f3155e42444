import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { tint } from './styles';

interface TextButtonProps {
  onClick: () => void;
  children: ReactNode;
  /** 'link': a quiet inline action; 'switch': "Not a Member? Sign Up Now!" with the call to action highlighted. */
  tone?: 'link' | 'switch';
  /** The highlighted part of a 'switch' button. */
  action?: string;
}

/** A button styled as a link, for actions that open another dialog rather than navigate. */
export function TextButton({ onClick, children, tone = 'link', action }: TextButtonProps) {
  const theme = useTheme();
  return (
    <button
      type="button"
      onClick={onClick}
      css={{
        border: 0,
        padding: '6px 2px',
        background: 'none',
        font: 'inherit',
        fontSize: tone === 'switch' ? 15 : 14,
        color: tone === 'switch' ? theme.colors.textMuted : theme.colors.primary,
        fontWeight: tone === 'switch' ? 500 : 600,
        cursor: 'pointer',
        borderRadius: theme.radii.sm,
        '&:hover': { textDecoration: 'underline' },
        '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 2px ${tint(theme.colors.primary, 70)}` },
      }}
    >
      {children}
      {action && <strong css={{ color: theme.colors.accent, fontWeight: 700 }}> {action}</strong>}
    </button>
  );
}

/**
 * The centred line under an auth dialog that switches to another one (docs/product.md §2: "Not a Member? Sign Up Now!",
 * "Are you already a member? Sign In Now!"): `question` in muted text, `action` highlighted.
 */
export function DialogSwitchLink({
  question,
  action,
  onClick,
}: {
  question: string;
  action: string;
  onClick: () => void;
}) {
  return (
    <div css={{ marginTop: 18, textAlign: 'center' }}>
      <TextButton tone="switch" action={action} onClick={onClick}>
        {question}
      </TextButton>
    </div>
  );
}
