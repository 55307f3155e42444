// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cmsKeys } from './keys';

afterEach(() => localStorage.clear());

describe('cms query keys carry the language', () => {
  it('keys content of one language apart from another, so a language switch refetches', () => {
    expect(cmsKeys.sliderList('home', 'tr')).not.toEqual(cmsKeys.sliderList('home', 'en'));
    expect(cmsKeys.promotionList('tr')).not.toEqual(cmsKeys.promotionList('en'));
    expect(cmsKeys.popup('tr')).not.toEqual(cmsKeys.popup('en'));
    expect(cmsKeys.content(3, 'tr')).not.toEqual(cmsKeys.content(3, 'en'));
    expect(cmsKeys.contentTitles(2, 'tr')).not.toEqual(cmsKeys.contentTitles(2, 'en'));
  });

  it('defaults to the player’s language (the x-locale the api client sends)', () => {
    localStorage.setItem('lang', 'en');
    expect(cmsKeys.sliderList('home')).toEqual(cmsKeys.sliderList('home', 'en'));
    expect(cmsKeys.contentList()).toContain('en');
  });
});
