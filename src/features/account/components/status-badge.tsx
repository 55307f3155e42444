import { useTheme } from '@emotion/react';
import { tint } from '@site/forms/styles';

export type Tone = 'success' | 'warning' | 'danger' | 'neutral';

/** A status label as a small pill; the tone colour repeats the word's meaning, it never carries it alone. */
export function StatusBadge({ label, tone }: { label: string; tone: Tone }) {
  const theme = useTheme();
  const color = tone === 'neutral' ? theme.colors.textMuted : theme.colors[tone];
  return (
    <span
      css={{
        display: 'inline-block',
        padding: '3px 10px',
        borderRadius: theme.radii.pill,
        background: tint(color, 16),
        color: tone === 'neutral' ? theme.colors.text : color,
        fontSize: 12,
        fontWeight: 700,
        whiteSpace: 'nowrap',
      }}
    >
      {label}
    </span>
  );
}

/** Tone of a record status (docs/product.md §3): Confirmed green; Pending/Created amber; Rejected/Cancelled red. */
export function recordTone(status: number): Tone {
  if (status === 1) return 'success';
  if (status === 2 || status === 6) return 'warning';
  if (status === 4 || status === 5) return 'danger';
  return 'neutral';
}

/** Tone of a process status (docs/product.md §3): Completed green; Processing amber; Cancelled/Expired red. */
export function processTone(status: number): Tone {
  return status === 2 ? 'success' : status === 1 ? 'warning' : 'danger';
}
