import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons';

/** One row at every size, so the sticky filter bar stays short on a phone (issue 16 item 8). */
const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 8px;
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.md}px) { grid-template-columns: 2fr 1fr; gap: 10px; }`}
`;
const Field = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  span.visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  svg.lead {
    position: absolute;
    left: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  input, select {
    width: 100%;
    height: 44px;
    padding: 0 12px 0 40px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  select { padding-left: 12px; }
  input:focus-visible, select:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;

interface Props {
  search: string;
  onSearch: (value: string) => void;
  providers: string[];
  provider: string;
  onProvider: (value: string) => void;
}

/** Lobby search box (casino/games {live, search}) and provider filter (issue 5). */
export function LobbyToolbar({ search, onSearch, providers, provider, onProvider }: Props) {
  const { t } = useTranslation();
  return (
    <Bar>
      <Field>
        <span className="visually-hidden">{t('casino.searchLabel')}</span>
        <Icon name="search" className="lead" />
        <input type="search" value={search} placeholder={t('casino.searchPlaceholder')} maxLength={100} onChange={(e) => onSearch(e.target.value)} />
      </Field>
      <Field>
        <span className="visually-hidden">{t('casino.provider')}</span>
        <select value={provider} onChange={(e) => onProvider(e.target.value)}>
          <option value="">{t('casino.allProviders')}</option>
          {providers.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </Field>
    </Bar>
  );
}
