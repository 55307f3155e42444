// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppThemeProvider } from '@site/app/theme-provider';
import { Dialog } from './dialog';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <AppThemeProvider>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog
        open={open}
        title="Login"
        height={699}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <input aria-label="Username" />
        <button>Submit</button>
      </Dialog>
    </AppThemeProvider>
  );
}

afterEach(cleanup);

describe('Dialog', () => {
  it('is a labelled modal that takes focus and returns it to the opener on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('traps Tab inside and closes on overlay click but not on panel click', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
    await user.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('moves Tab from the opened dialog through its controls in DOM order and wraps, Shift+Tab the other way', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(dialog).toHaveFocus();
    const focused = () => {
      const el = document.activeElement;
      return el?.getAttribute('aria-label') ?? el?.textContent ?? '';
    };
    const forward: string[] = [];
    for (let i = 0; i < 4; i++) {
      await user.tab();
      forward.push(focused());
    }
    expect(forward).toEqual(['Close', 'Username', 'Submit', 'Close']);
    dialog.focus();
    const backward: string[] = [];
    for (let i = 0; i < 4; i++) {
      await user.tab({ shift: true });
      backward.push(focused());
    }
    expect(backward).toEqual(['Submit', 'Username', 'Close', 'Submit']);
  });

  it('sends focus that leaves a frame inside back into the dialog through its focus guards, and removes them on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    const guards = dialog.querySelectorAll<HTMLElement>('[data-focus-guard]');
    expect([...guards].map((g) => [g === dialog.firstElementChild, g === dialog.lastElementChild])).toEqual([
      [true, false],
      [false, true],
    ]);
    // What the browser does when Tab leaves a game iframe forwards / backwards: focus the next / previous guard,
    // naming no element of this document as the one focus came from.
    const fromFrame = (guard: HTMLElement) => {
      (document.activeElement as HTMLElement | null)?.blur();
      guard.focus();
    };
    fromFrame(guards[1]);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    fromFrame(guards[0]);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(document.querySelectorAll('[data-focus-guard]')).toHaveLength(0);
  });

  it('keeps focus in the field when it re-renders with a new onClose (e.g. a countdown tick)', async () => {
    const user = userEvent.setup();
    const view = (tick: number) => (
      <AppThemeProvider>
        <Dialog open title={`Code ${tick}`} onClose={() => undefined}>
          <input aria-label="Code" />
        </Dialog>
      </AppThemeProvider>
    );
    const { rerender } = render(view(0));
    await user.click(screen.getByLabelText('Code'));
    await user.keyboard('12');
    rerender(view(1));
    rerender(view(2));
    expect(screen.getByLabelText('Code')).toHaveFocus();
    await user.keyboard('3');
    expect(screen.getByLabelText('Code')).toHaveValue('123');
  });
});

