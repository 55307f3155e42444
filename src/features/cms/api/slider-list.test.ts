import { describe, expect, it } from 'vitest';
import type { SliderList } from '@contracts/types/cms/slider-list';
import { validSlides } from './slider-list';

/** A reply that breaks its contract (an old server, a proxy's page), as the client receives it. */
const broken = (reply: unknown) => reply as SliderList;

describe('validSlides (a bad server reply loses the bad slides, not the carousel)', () => {
  it('keeps well-formed slides in order and drops the rest', () => {
    const good = { images: ['a.svg', 'b.svg', 'c.svg'], url: '/promotions' };
    const good2 = { images: ['d.svg', 'e.svg', 'f.svg'], url: 'https://example.com' };
    expect(
      validSlides(broken([good, { images: ['x'], url: '/' }, { images: ['a', 'b', 3], url: '/' }, { url: '/' }, null, 'slide', good2])),
    ).toEqual([good, good2]);
  });

  it('turns a reply that is not a list into no slides', () => {
    expect(validSlides(broken({ slides: [] }))).toEqual([]);
    expect(validSlides(broken(null))).toEqual([]);
  });
});
