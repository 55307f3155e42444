import { useTheme } from '@emotion/react';
import { helpId, type WidgetProps } from '@rjsf/utils';
import type { PasswordStrength, PasswordVerdict } from '@contracts/domain/password-strength';
import { useLoadPasswordJudge } from '@site/forms/password-judge';
import { useTranslate } from '@site/forms/use-translate';
import { PasswordWidget } from './password-widget';

const LEVELS: readonly PasswordStrength[] = ['weak', 'fair', 'strong'];

/**
 * A new password (`"ui:widget": "newPassword"`: register, recovery, change password): the password input with its
 * show/hide button, then a strength hint from the common-password rule (contracts/domain/password-strength.ts;
 * docs/security.md "Common passwords"). Mounting it fetches the rule's dictionaries (a chunk of their own).
 *
 * The hint is a polite live region (role=status) in words — "Password strength: weak", zxcvbn's warning and first
 * suggestion, translated — with a three-step bar beside it that repeats the level for the eye only (aria-hidden), so
 * nothing rests on colour (WCAG 1.4.1). It takes the field's help id, which the input names in aria-describedby; a
 * field with this widget therefore has no `ui:help` of its own.
 */
export function NewPasswordWidget(props: WidgetProps) {
  const judge = useLoadPasswordJudge();
  const value = typeof props.value === 'string' ? props.value : '';
  return (
    <>
      <PasswordWidget {...props} />
      <StrengthHint id={helpId(props.id)} verdict={judge && value ? judge(value) : null} />
    </>
  );
}

function StrengthHint({ id, verdict }: { id: string; verdict: PasswordVerdict | null }) {
  const theme = useTheme();
  const t = useTranslate();
  const level = verdict ? LEVELS.indexOf(verdict.strength) + 1 : 0;
  const colour = [theme.colors.danger, theme.colors.warning, theme.colors.success][level - 1] ?? theme.colors.control;
  return (
    <div css={{ marginTop: 6 }}>
      <div aria-hidden="true" data-strength={verdict?.strength} css={{ display: 'flex', gap: 4 }} hidden={!verdict}>
        {LEVELS.map((name, i) => (
          <span
            key={name}
            css={{ flex: 1, height: 4, borderRadius: theme.radii.pill, background: i < level ? colour : theme.colors.border }}
          />
        ))}
      </div>
      <p id={id} role="status" css={{ margin: '4px 0 0', color: theme.colors.textMuted, fontSize: 13 }}>
        {verdict && (
          <>
            {t('passwordStrength.label', { level: t(`passwordStrength.${verdict.strength}`) })}
            {verdict.warning && <> {t(`passwordStrength.warnings.${verdict.warning}`)}</>}
            {verdict.suggestion && <> {t(`passwordStrength.suggestions.${verdict.suggestion}`)}</>}
          </>
        )}
      </p>
    </div>
  );
}
