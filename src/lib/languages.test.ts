// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@site/generated/config/site';
import type * as ConfigModule from './config';
import site from '@config/site.json';
import en from '@config/locales/en.json';

/**
 * The site's languages and `defaultLanguage` (docs/operators.md "Adding a language"): the site's languages are config/site.json data. The site config here
 * is the committed one with a test language `de` added and `defaultLanguage` set to 'en' — exactly what an operator
 * edits; no code knows 'de'.
 */
const fixture = vi.hoisted(() => ({ config: null as unknown as SiteConfig }));
vi.mock('./config', async (importOriginal) => ({ ...(await importOriginal<typeof ConfigModule>()), siteConfig: fixture.config }));

beforeEach(() => {
  fixture.config = Object.assign(fixture.config ?? {}, {
    ...(site as unknown as SiteConfig),
    languages: [...site.languages, { code: 'de', name: 'Deutsch' }],
    defaultLanguage: 'en',
  });
  localStorage.clear();
});
afterEach(() => localStorage.clear());

describe('languages are data', () => {
  it('lists the configured languages, the test language included', async () => {
    const { languageCodes, languages } = await import('./locale');
    expect(languageCodes()).toEqual(['tr', 'en', 'de']);
    expect(languages().at(-1)).toEqual({ code: 'de', name: 'Deutsch' });
  });

  it('greets a first-time visitor in defaultLanguage, keeps an offered choice, drops one no longer offered', async () => {
    const { getLanguage, offeredLanguage } = await import('./locale');
    expect(getLanguage()).toBe('en');
    localStorage.setItem('lang', 'de');
    expect(getLanguage()).toBe('de');
    localStorage.setItem('lang', 'fr');
    expect(getLanguage()).toBe('en');
    expect(offeredLanguage('de-AT')).toBe('de');
    expect(offeredLanguage('TR')).toBe('tr');
  });

  it('starts i18next in defaultLanguage: html lang and texts in English for a first-time visitor', async () => {
    // The server answers /locales/<code>.json (server/site-config/files.ts); here the English file stands in for it.
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => (fetched.push(url), new Response(JSON.stringify(en), { status: 200 })));
    const { initI18n } = await import('./i18n');
    const i18n = await initI18n();
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('header.login')).toBe('Login');
    expect(fetched).toEqual([expect.stringMatching(/^\/locales\/en\.json\?v=/)]);
    vi.unstubAllGlobals();
  });

  it('sends the language as x-locale: the default language for a first-time visitor', async () => {
    const { baseHeaders } = await import('./api-client');
    expect(baseHeaders('application/json')['x-locale']).toBe('en');
    localStorage.setItem('lang', 'de');
    expect(baseHeaders('application/json')['x-locale']).toBe('de');
  });

  it('writes money and reads typed amounts in the test language by its code (Intl), no table of languages', async () => {
    const { formatLira } = await import('./format');
    const { amountLocaleOf, amountMarks, formatAmountInput, parseAmountInput } = await import('./amount-input');
    expect(formatLira(1500.75, 'de')).toBe('1.500,75\u00a0₺');
    expect(amountMarks('de')).toEqual({ decimal: ',', group: '.' });
    expect(amountLocaleOf('de-DE')).toBe('de');
    expect(parseAmountInput('1.500,75', 'de')).toEqual({ kind: 'amount', value: 1500.75 });
    expect(formatAmountInput(1500.75, 'de')).toBe('1.500,75');
    // A language grouping with spaces (fr) reads its own display back.
    expect(parseAmountInput(formatAmountInput(1500.75, 'fr'), 'fr')).toEqual({ kind: 'amount', value: 1500.75 });
  });
});
