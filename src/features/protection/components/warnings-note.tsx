import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { limitWarningText } from '@site/features/protection/warning-text';
import type { LimitWarning } from '@site/features/protection/types';

/** The limits at or above the warning share (the 80% warning, docs/protection-enforcement.md), listed above the limits grid. */
export function WarningsNote({ warnings }: { warnings: LimitWarning[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  if (warnings.length === 0) return null;
  return (
    <div role="status" css={{ display: 'grid', gap: 6, padding: '12px 16px', borderRadius: theme.radii.md, border: `1px solid ${theme.colors.warning}`, background: theme.colors.surface }}>
      {warnings.map((warning) => (
        <p key={`${warning.type}-${warning.period}`} css={{ margin: 0, fontWeight: 600 }}>
          ⚠ {limitWarningText(warning, t)}
        </p>
      ))}
    </div>
  );
}
