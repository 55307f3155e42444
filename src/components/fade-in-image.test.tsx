// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { siteConfig } from '../lib/config';
import { FadeInImage } from './fade-in-image';

const shipped = siteConfig.delays.fadeInMs;
afterEach(() => {
  siteConfig.delays.fadeInMs = shipped;
  cleanup();
});

describe('picture fade-in (docs/product.md §9: 500 ms; config/site.json delays.fadeInMs)', () => {
  it('ships with 500 ms', () => {
    expect(shipped).toBe(500);
  });

  it.each([500, 1200])('is transparent until loaded, then fades in over delays.fadeInMs = %i ms', (ms) => {
    siteConfig.delays.fadeInMs = ms;
    render(<FadeInImage src="/game.webp" alt="Sweet Bonanza" width={300} height={300} />);
    const img = screen.getByRole('img', { name: 'Sweet Bonanza' });
    expect(img.style.opacity).toBe('0');
    expect(img.style.transition).toBe(`opacity ${ms}ms ease-out`);
    fireEvent.load(img);
    expect(img.style.opacity).toBe('1');
    expect(img).toHaveAttribute('data-loaded', 'true');
  });

  it('shows a picture that failed to load (the browser draws it broken, never an invisible box)', () => {
    render(<FadeInImage src="/missing.webp" alt="Missing" />);
    const img = screen.getByRole('img', { name: 'Missing' });
    fireEvent.error(img);
    expect(img.style.opacity).toBe('1');
  });

  it('does not fade at all with 0', () => {
    siteConfig.delays.fadeInMs = 0;
    render(<FadeInImage src="/game.webp" alt="Aviator" />);
    const img = screen.getByRole('img', { name: 'Aviator' });
    expect(img.style.opacity).toBe('');
    expect(img.style.transition).toBe('');
  });
});
