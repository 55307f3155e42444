import styled from '@emotion/styled';
import { tint } from '@site/forms/styles';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  border: 0;
  margin: 0;
  padding: 0;
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-weight: 600;
    cursor: pointer;
  }
  input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => tint(theme.colors.primary, 18)};
  }
  label:has(input:focus-visible) { outline: 3px solid ${({ theme }) => tint(theme.colors.primary, 50)}; outline-offset: 2px; }
`;

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
