// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '@site/forms/test-utils';
import { BannerSlide, isExternalUrl } from './banner-slide';

afterEach(cleanup);

const images: [string, string, string] = ['/b/1-640.svg', '/b/1-992.svg', '/b/1-1200.svg'];
const renderSlide = (url: string) =>
  renderWithProviders(
    <MemoryRouter>
      <BannerSlide slide={{ images, url }} n={2} total={5} />
    </MemoryRouter>,
  );

describe('BannerSlide (docs/product.md §2 Banner carousel, §3 Banner slide)', () => {
  it('links an https url in a new tab with noopener', () => {
    renderSlide('https://example.com/x');
    const link = screen.getByRole('link', { name: 'Promotion 2 of 5 (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://example.com/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('links any other url inside the app, with the 992 and 1200 px sources', () => {
    const { container } = renderSlide('/casino/live');
    const link = screen.getByRole('link', { name: 'Promotion 2 of 5' });
    expect(link).toHaveAttribute('href', '/casino/live');
    expect(link).not.toHaveAttribute('target');
    const sources = [...container.querySelectorAll('source')].map((s) => [s.getAttribute('media'), s.getAttribute('srcset')]);
    expect(sources).toEqual([
      ['(min-width: 1200px)', '/b/1-1200.svg'],
      ['(min-width: 992px)', '/b/1-992.svg'],
    ]);
    expect(container.querySelector('img')).toHaveAttribute('src', '/b/1-640.svg');
  });

  it('treats only https as external', () => {
    expect(isExternalUrl('https://a.example')).toBe(true);
    expect(isExternalUrl('http://a.example')).toBe(false);
    expect(isExternalUrl('/promotions')).toBe(false);
  });
});
