import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { tint } from '@site/forms/styles';

/** How long the button reads 'Copied' after a copy (ms). */
export const COPIED_SHOWN_MS = 2000;

type CopyState = 'idle' | 'copied' | 'selected';

/** Writes `text` to the clipboard; false when the Clipboard API is missing (http, old browsers) or refuses. */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Selects the text of `element` so the player can copy it with the keyboard or the phone's menu. */
function selectText(element: HTMLElement | null): void {
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

export interface CopyValueProps {
  /** What the value is, shown above it, e.g. 'IBAN'. */
  label: string;
  /** Short name for the button and the status ('Copy: IBAN', 'IBAN copied.'); defaults to `label`. */
  name?: string;
  /** The text copied, e.g. the compact IBAN. */
  value: string;
  /** How the value is shown, e.g. the IBAN in groups of four; defaults to `value`. */
  display?: string;
}

/**
 * One labelled value with a copy button (docs/wallet.md: the operator's IBAN, account holder and the transfer
 * reference). The button copies through the Clipboard API and reads 'Copied' for 2 s; a polite status region says
 * '<label> copied' for screen readers. Without a usable clipboard the value is selected and the status says how to
 * copy it by hand, so the player is never left without a way.
 */
export function CopyValue({ label, name = label, value, display }: CopyValueProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const [state, setState] = useState<CopyState>('idle');
  const valueRef = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const copy = async () => {
    const copied = await writeClipboard(value);
    if (!copied) selectText(valueRef.current);
    setState(copied ? 'copied' : 'selected');
    if (timer.current) clearTimeout(timer.current);
    if (copied) timer.current = setTimeout(() => setState('idle'), COPIED_SHOWN_MS);
  };
  const copied = state === 'copied';
  return (
    <div css={{ padding: '10px 0', borderTop: `1px solid ${theme.colors.border}`, '&:first-of-type': { borderTop: 0 } }}>
      <dt css={{ color: theme.colors.textMuted, fontSize: 12 }}>{label}</dt>
      <dd css={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: '2px 12px', alignItems: 'center' }}>
        <span ref={valueRef} css={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
          {display ?? value}
        </span>
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={t('wallet.copy', { label: name })}
          css={{
            minWidth: 96,
            minHeight: 40,
            padding: '0 12px',
            display: 'inline-flex',
            gap: 6,
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: theme.radii.pill,
            border: `1px solid ${copied ? theme.colors.success : theme.colors.border}`,
            background: copied ? tint(theme.colors.success, 18) : 'transparent',
            color: theme.colors.text,
            font: 'inherit',
            fontSize: 13,
            fontWeight: 600,
            cursor: 'pointer',
            '&:hover': { borderColor: theme.colors.primary },
            '&:focus-visible': { outline: `3px solid ${tint(theme.colors.primary, 50)}`, outlineOffset: 2 },
          }}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            {copied ? <path d="m5 12.5 4.5 4.5L19 7.5" /> : <path d="M9 9h10v11H9zM5 15V4h10" />}
          </svg>
          <span aria-hidden="true">{copied ? t('wallet.copied') : t('wallet.copyShort')}</span>
        </button>
        <span role="status" css={{ gridColumn: '1 / -1', fontSize: 12, color: theme.colors.textMuted, '&:empty': { display: 'none' } }}>
          {state === 'copied' ? t('wallet.copiedStatus', { label: name }) : state === 'selected' ? t('wallet.copyByHand', { label: name }) : ''}
        </span>
      </dd>
    </div>
  );
}
