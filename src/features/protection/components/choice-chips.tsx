import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { tint } from '@site/forms/styles';

function Group(props: ComponentProps<'div'>) {
  return <div css={groupCss} {...props} />;
}

const groupCss = (theme: Theme) => css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  border: 0,
  margin: 0,
  padding: 0,
  label: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 40,
    padding: '0 16px',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.pill,
    background: theme.colors.surfaceRaised,
    fontWeight: 600,
    cursor: 'pointer',
  },
  input: {
    position: 'absolute',
    opacity: 0,
    inset: 0,
    margin: 0,
    cursor: 'pointer',
  },
  'label:has(input:checked)': {
    borderColor: theme.colors.primary,
    background: tint(theme.colors.primary, 18),
  },
  'label:has(input:focus-visible)': {
    outline: `3px solid ${tint(theme.colors.primary, 50)}`,
    outlineOffset: 2,
  },
});

export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

/** A radio group drawn as chips (periods, intervals): arrow keys move between them like any radio group. */
export function ChoiceChips<T extends string | number>({
  name,
  label,
  choices,
  value,
  onChange,
}: {
  name: string;
  label: string;
  choices: Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
}) {
  return (
    <Group role="radiogroup" aria-label={label}>
      {choices.map((choice) => (
        <label key={String(choice.value)}>
          <input
            type="radio"
            name={name}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </Group>
  );
}
