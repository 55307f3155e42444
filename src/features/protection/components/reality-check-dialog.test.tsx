// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@site/forms/test-utils';
import { RealityCheckDialog } from './reality-check-dialog';

const NOW = Date.parse('2026-11-21T12:30:00.000Z');
const summary = {
  sessionStartedAt: '2026-11-21T12:00:00.000Z',
  elapsedSeconds: 1800,
  bets: 45,
  wins: 20.5,
  net: -24.5,
  serverTime: '2026-11-21T12:30:00.000Z',
  clockOffsetMs: 0,
};

describe('RealityCheckDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the elapsed time (ticking), net position, bets and wins since login', () => {
    renderWithProviders(<RealityCheckDialog summary={summary} busy={false} onContinue={vi.fn()} onLogout={vi.fn()} onLink={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('0:30:00');
    expect(screen.getByTestId('reality-net')).toHaveTextContent('-₺24,50');
    expect(dialog).toHaveTextContent('₺45,00');
    expect(dialog).toHaveTextContent('₺20,50');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('reality-elapsed')).toHaveTextContent('0:30:01');
  });

  it('asks for a choice: Escape does not dismiss it; Continue, Log out and the links report back', () => {
    const onContinue = vi.fn();
    const onLogout = vi.fn();
    const onLink = vi.fn();
    renderWithProviders(<RealityCheckDialog summary={summary} busy={false} onContinue={onContinue} onLogout={onLogout} onLink={onLink} />);
    expect(screen.getByRole('button', { name: 'Continue playing' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Game history' }));
    expect(onLink).toHaveBeenCalledWith('/dashboard/game-history');
    fireEvent.click(screen.getByRole('button', { name: 'My limits' }));
    expect(onLink).toHaveBeenCalledWith('/dashboard/responsible-gaming');
    fireEvent.click(screen.getByRole('button', { name: 'Continue playing' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog even over another modal', () => {
    renderWithProviders(<RealityCheckDialog summary={summary} busy={false} onContinue={vi.fn()} onLogout={vi.fn()} onLink={vi.fn()} />);
    const underneath = vi.fn();
    document.addEventListener('keydown', underneath);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Game history' })).toHaveFocus();
    expect(underneath).not.toHaveBeenCalled();
    document.removeEventListener('keydown', underneath);
  });
});
