import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { tint } from '@site/forms/styles';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface RegisterTabsProps<K extends string> {
  label: string;
  tabs: TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  /** The active tab's panel. */
  children: ReactNode;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation): tablist/tab/tabpanel roles, one tab in the tab
 * order, Arrow Left/Right wrap around, Home/End jump. A pill-shaped segmented control with a sliding indicator.
 */
export function RegisterTabs<K extends string>({ label, tabs, active, onChange, children }: RegisterTabsProps<K>) {
  const theme = useTheme();
  const baseId = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === active),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key] + tabs.length) % tabs.length];
    onChange(next.key);
    refs.current.get(next.key)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        css={{
          position: 'relative',
          display: 'grid',
          gridTemplateColumns: `repeat(${tabs.length}, 1fr)`,
          padding: 4,
          marginBottom: 22,
          borderRadius: theme.radii.pill,
          background: theme.colors.background,
          border: `1px solid ${theme.colors.border}`,
        }}
      >
        <span
          aria-hidden="true"
          css={{
            position: 'absolute',
            top: 4,
            bottom: 4,
            left: 4,
            width: `calc((100% - 8px) / ${tabs.length})`,
            transform: `translateX(${index * 100}%)`,
            borderRadius: theme.radii.pill,
            background: theme.colors.primary,
            boxShadow: `0 4px 14px ${tint(theme.colors.primary, 30)}`,
            transition: 'transform 200ms ease',
          }}
        />
        {tabs.map((tab) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                if (el) refs.current.set(tab.key, el);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              onKeyDown={onKeyDown}
              css={{
                position: 'relative',
                minHeight: 42,
                border: 0,
                borderRadius: theme.radii.pill,
                background: 'transparent',
                color: selected ? theme.colors.primaryText : theme.colors.textMuted,
                font: 'inherit',
                fontWeight: 700,
                fontSize: 14,
                cursor: 'pointer',
                transition: 'color 200ms ease',
                '&:hover': { color: selected ? theme.colors.primaryText : theme.colors.text },
                '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 2px ${tint(theme.colors.text, 70)}` },
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${active}`}>
        {children}
      </div>
    </div>
  );
}
