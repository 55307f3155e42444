import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';

const List = styled.div`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  padding-bottom: 4px;
  scrollbar-width: thin;
`;
const Chip = styled.button`
  flex: none;
  height: 36px;
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
`;

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
