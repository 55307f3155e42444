import { useTheme } from '@emotion/react';

/**
 * How much of a limit is used, as a bar (0-100). It turns to the warning colour from `warnAt` and to danger at 100,
 * so a player sees at a glance that a limit is close.
 */
export function UsageBar({ percent, warnAt, label }: { percent: number; warnAt: number; label: string }) {
  const theme = useTheme();
  const colour = percent >= 100 ? theme.colors.danger : percent >= warnAt ? theme.colors.warning : theme.colors.success;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      css={{ height: 8, borderRadius: theme.radii.pill, background: theme.colors.surfaceRaised, overflow: 'hidden' }}
    >
      <div css={{ width: `${percent}%`, height: '100%', background: colour, borderRadius: theme.radii.pill, transition: 'width 300ms' }} />
    </div>
  );
}
