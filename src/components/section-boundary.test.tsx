// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SectionBoundary } from './section-boundary';

afterEach(cleanup);

function Broken(): never {
  throw new Error('bad feed');
}

describe('SectionBoundary', () => {
  it('renders nothing (or the fallback) for a failing section and keeps its siblings', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <SectionBoundary>
          <Broken />
        </SectionBoundary>
        <SectionBoundary fallback={<p>unavailable</p>}>
          <Broken />
        </SectionBoundary>
        <SectionBoundary>
          <p>still here</p>
        </SectionBoundary>
      </>,
    );
    expect(screen.getByText('still here')).toBeInTheDocument();
    expect(screen.getByText('unavailable')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
