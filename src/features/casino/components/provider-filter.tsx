import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { CasinoProvider } from '@contracts/types/casino/provider-list';
import { Dialog } from '@site/components/dialog';
import { Icon } from '@site/components/icons';
import { useIsMobile } from '@site/features/casino/hooks/use-is-mobile';

function Wrap(props: ComponentProps<'div'>) {
  return <div css={wrapCss} {...props} />;
}

const wrapCss = css({
  position: 'relative',
  minWidth: 0,
});
export function FilterButton(props: ComponentProps<'button'>) {
  return <button css={filterButtonCss} {...props} />;
}

const filterButtonCss = (theme: Theme) => css({
  width: '100%',
  height: 44,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 6,
  padding: '0 12px',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  "&[aria-expanded='true'], &[data-active='true']": {
    borderColor: theme.colors.primary,
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.colors.primary}`,
    outlineOffset: 1,
  },
  '.visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  'span.label': {
    flex: 1,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    textAlign: 'left',
  },
  svg: {
    flex: 'none',
    color: theme.colors.textMuted,
  },
  'span.count': {
    minWidth: 22,
    padding: '0 6px',
    borderRadius: theme.radii.pill,
    background: theme.colors.primary,
    color: theme.colors.primaryText,
    fontSize: '0.8rem',
    fontWeight: 800,
    textAlign: 'center',
  },
});
function Popover(props: ComponentProps<'div'>) {
  return <div css={popoverCss} {...props} />;
}

const popoverCss = (theme: Theme) => css({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  right: 0,
  zIndex: 60,
  width: 'min(320px, 90vw)',
  padding: 12,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surfaceRaised,
  boxShadow: `0 12px 32px ${theme.colors.overlay}`,
});
function List(props: ComponentProps<'fieldset'>) {
  return <fieldset css={listCss} {...props} />;
}

const listCss = (theme: Theme) => css({
  display: 'grid',
  gap: 2,
  margin: 0,
  padding: 0,
  border: 0,
  maxHeight: 'min(360px, 60vh)',
  overflowY: 'auto',
  'legend.visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    padding: 0,
  },
  legend: {
    padding: '0 0 6px',
    fontWeight: 700,
  },
  label: {
    display: 'flex',
    alignItems: 'center',
    gap: 10,
    minHeight: 40,
    padding: '0 8px',
    borderRadius: theme.radii.sm,
    cursor: 'pointer',
    '&:hover': {
      background: theme.colors.surface,
    },
  },
  input: {
    width: 18,
    height: 18,
    accentColor: theme.colors.primary,
  },
  small: {
    marginLeft: 'auto',
    color: theme.colors.textMuted,
  },
});
function Actions(props: ComponentProps<'div'>) {
  return <div css={actionsCss} {...props} />;
}

const actionsCss = (theme: Theme) => css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 8,
  marginTop: 10,
  button: {
    minHeight: 40,
    padding: '0 14px',
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    color: theme.colors.text,
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
  },
  'button.done': {
    background: theme.colors.primary,
    borderColor: theme.colors.primary,
    color: theme.colors.primaryText,
  },
  'button:focus-visible': {
    outline: `2px solid ${theme.colors.accent}`,
    outlineOffset: 2,
  },
});

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
