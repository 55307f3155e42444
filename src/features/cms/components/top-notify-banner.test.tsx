// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '@site/forms/test-utils';
import { TopNotifyBanner } from './top-notify-banner';

const renderAt = (path: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <TopNotifyBanner />
    </MemoryRouter>,
  );

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('TopNotifyBanner (docs/product.md §4 Top banner)', () => {
  it('on home: closing stores topNotifyRead=yes, collapses, and removes the bar after 500 ms', () => {
    vi.useFakeTimers();
    renderAt('/');
    const bar = screen.getByRole('region', { name: 'Announcement' });
    expect(bar).toHaveTextContent('A 50% bonus on every weekend deposit is waiting for you!');
    fireEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(localStorage.getItem('topNotifyRead')).toBe('yes');
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
  });

  it('stays away on home once read', () => {
    localStorage.setItem('topNotifyRead', 'yes');
    renderAt('/');
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
  });

  it('is not shown on another route, and that route marks it read', () => {
    renderAt('/promotions');
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    expect(localStorage.getItem('topNotifyRead')).toBe('yes');
  });
});
