import type { ReactNode } from 'react';

/**
 * A readable column (max 480 px, centred) for short forms inside a desktop dialog, which is up to 990 px wide
 * (docs/product.md §9); on phones the dialog is full screen and the column takes the whole width.
 */
export function DialogColumn({ children }: { children: ReactNode }) {
  return <div css={{ width: '100%', maxWidth: 480, margin: '8px auto 0' }}>{children}</div>;
}
