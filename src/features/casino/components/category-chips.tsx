import type { ComponentProps } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';

function List(props: ComponentProps<'div'>) {
  return <div css={listCss} {...props} />;
}

const listCss = css({
  display: 'flex',
  gap: 8,
  overflowX: 'auto',
  paddingBottom: 4,
  scrollbarWidth: 'thin',
});
function Chip(props: ComponentProps<'button'>) {
  return <button css={chipCss} {...props} />;
}

const chipCss = (theme: Theme) => css({
  flex: 'none',
  height: 36,
  padding: '0 16px',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  "&[aria-pressed='true']": {
    background: theme.colors.primary,
    borderColor: theme.colors.primary,
    color: theme.colors.primaryText,
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.colors.accent}`,
    outlineOffset: 2,
  },
});

export interface ChipItem {
  key: string;
  label: string;
}

/** The lobby's categories as toggle chips (docs/lobby.md); exactly one is pressed. */
export function CategoryChips({ items, selected, onSelect }: { items: ChipItem[]; selected: string; onSelect: (key: string) => void }) {
  const { t } = useTranslation();
  return (
    <List role="group" aria-label={t('casino.categories')}>
      {items.map((item) => (
        <Chip key={item.key} type="button" aria-pressed={item.key === selected} onClick={() => onSelect(item.key)}>
          {item.label}
        </Chip>
      ))}
    </List>
  );
}
