import { useEffect, useId, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { CasinoProvider } from '@contracts/types/casino/provider-list';
import { Dialog } from '@site/components/dialog';
import { Icon } from '@site/components/icons';
import { useIsMobile } from '@site/features/casino/hooks/use-is-mobile';

const Wrap = styled.div`
  position: relative;
  min-width: 0;
`;
export const FilterButton = styled.button`
  width: 100%;
  height: 44px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 6px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  white-space: nowrap;
  overflow: hidden;
  &[aria-expanded='true'],
  &[data-active='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  span.label {
    flex: 1;
    overflow: hidden;
    text-overflow: ellipsis;
    text-align: left;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  span.count {
    min-width: 22px;
    padding: 0 6px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-size: 0.8rem;
    font-weight: 800;
    text-align: center;
  }
`;
const Popover = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  right: 0;
  z-index: 60;
  width: min(320px, 90vw);
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: 0 12px 32px ${({ theme }) => theme.colors.overlay};
`;
const List = styled.fieldset`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  border: 0;
  max-height: min(360px, 60vh);
  overflow-y: auto;
  legend.visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    padding: 0;
  }
  legend {
    padding: 0 0 6px;
    font-weight: 700;
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 40px;
    padding: 0 8px;
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.colors.surface};
    }
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  margin-top: 10px;
  button {
    min-height: 40px;
    padding: 0 14px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button.done {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

interface Props {
  providers: CasinoProvider[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
}

function Choices({ providers, selected, onChange, onDone, legend }: Props & { onDone: () => void; legend: boolean }) {
  const { t } = useTranslation();
  // Ticks show at once; the URL (the truth) follows a moment later and then replaces them.
  const [shown, setShown] = useState({ from: selected, ids: selected });
  if (shown.from !== selected) setShown({ from: selected, ids: selected });
  const ids = shown.from === selected ? shown.ids : selected;
  const change = (next: number[]) => {
    setShown({ from: selected, ids: next });
    onChange(next);
  };
  const toggle = (id: number, on: boolean) => change(on ? [...ids, id] : ids.filter((other) => other !== id));
  return (
    <>
      <List>
        <legend className={legend ? undefined : 'visually-hidden'}>{t('casino.providers')}</legend>
        {providers.map((provider) => (
          <label key={provider.id}>
            <input
              type="checkbox"
              checked={ids.includes(provider.id)}
              onChange={(e) => toggle(provider.id, e.target.checked)}
            />
            <span>{provider.name}</span>
            <small>{provider.gameCount}</small>
          </label>
        ))}
      </List>
      <Actions>
        <button type="button" onClick={() => change([])} disabled={ids.length === 0}>
          {t('casino.clearProviders')}
        </button>
        <button type="button" className="done" onClick={onDone}>
          {t('casino.done')}
        </button>
      </Actions>
    </>
  );
}

/**
 * The provider filter (docs/lobby.md): any number of providers, as checkboxes with each one's game count; a popover
 * under its button on desktop (Escape or a click outside closes it, focus returns to the button), a bottom sheet
 * on a phone (the shared Dialog: focus trapped). A change applies at once; the button shows how many are chosen.
 */
export function ProviderFilter({ providers, selected, onChange }: Props) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  // The phone's sheet is mounted from its first opening on (then kept, for its closing animation), not with the lobby:
  // a closed dialog still mounts its parts, which update urgently at mount (docs/performance.md: TBT).
  const [sheetMounted, setSheetMounted] = useState(false);
  const popoverId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  useEffect(() => {
    if (!open || isMobile) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, isMobile]);

  const choices = (
    <Choices providers={providers} selected={selected} onChange={onChange} onDone={close} legend={!isMobile} />
  );
  return (
    <Wrap ref={wrap}>
      <FilterButton
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open && !isMobile ? popoverId : undefined}
        aria-haspopup="dialog"
        data-active={selected.length > 0}
        data-testid="provider-filter"
        onClick={() => {
          setOpen((was) => !was);
          setSheetMounted(true);
        }}
      >
        <span className="label">{t('casino.providers')}</span>
        {selected.length > 0 ? (
          <>
            <span className="count" aria-hidden="true">
              {selected.length}
            </span>
            <span className="visually-hidden">{`, ${t('casino.providersChosen', { count: selected.length })}`}</span>
          </>
        ) : null}
        <Icon name="chevron-down" size={16} />
      </FilterButton>
      {open && !isMobile ? (
        <Popover id={popoverId} role="dialog" aria-label={t('casino.providers')}>
          {choices}
        </Popover>
      ) : null}
      {isMobile && sheetMounted ? (
        <Dialog open={open} onClose={close} title={t('casino.providers')} variant="sheet">
          {choices}
        </Dialog>
      ) : null}
    </Wrap>
  );
}
