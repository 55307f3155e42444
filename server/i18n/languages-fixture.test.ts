import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';
import { TEST_LANGUAGE_MARKER, germanConfigFixture } from '@server/test/language-fixture';
import { applyLanguageConfig, type LanguageConfig } from './languages';
import { defaultLocale, locales, parseLocale } from './locale';
import { money } from './message-params';
import { translate } from './messages';

/**
 * A third language is a locale file and a config line. The fixture (server/test/language-fixture.ts)
 * adds `de` to a temp copy of config/ without touching any code; the server then answers x-locale: de in German
 * (here: the English texts with a marker), writes money the German way, and serves CMS content in the default
 * language where no German content exists.
 */
let t: TestApp;
let fixture: ReturnType<typeof germanConfigFixture>;
let previous: LanguageConfig;
beforeAll(async () => {
  fixture = germanConfigFixture();
  previous = applyLanguageConfig(fixture.config);
  t = await createTestApp();
});
afterAll(async () => {
  applyLanguageConfig(previous);
  fixture.dispose();
  await t.close();
});

describe('a test language added by config only (docs/operators.md "Adding a language")', () => {
  it('is offered and read from x-locale: exact, by primary subtag, else the default', () => {
    expect(locales()).toEqual(['tr', 'en', 'de']);
    expect(parseLocale('de')).toBe('de');
    expect(parseLocale('DE-at')).toBe('de');
    expect(parseLocale('fr')).toBe('tr');
    expect(defaultLocale()).toBe('tr');
  });

  it('answers x-locale: de with the server messages of de.json, money in the German format', async () => {
    const login = await call(t.app, 'POST', '/api/auth/login', { body: { username: 'nobody1', password: 'Wrong12345' }, locale: 'de' });
    expect(login.body.message).toBe(`${TEST_LANGUAGE_MARKER}Username or password is incorrect.`);
    const invalid = await call(t.app, 'POST', '/api/cms/sliderlist', { body: {}, locale: 'de-DE' });
    expect(invalid.body.message).toBe(`${TEST_LANGUAGE_MARKER}Page ${TEST_LANGUAGE_MARKER}is required.`);
    expect(translate('de', 'payment.amountOutOfRange', { min: money(1_000), max: money(5_000_000) })).toBe(
      `${TEST_LANGUAGE_MARKER}Enter an amount between 10,00\u00a0₺ and 50.000,00\u00a0₺.`,
    );
  });

  it('lists de in cms/languagelist and serves CMS content in the default language where de has none', async () => {
    const list = await call(t.app, 'GET', '/api/cms/languagelist');
    expect(list.body.data).toContainEqual({ locale: 'de', name: 'Deutsch', isDefault: false });
    const page = await call(t.app, 'POST', '/api/cms/content', { body: { id: 3 }, locale: 'de' });
    expect(page.body.data).toMatchObject({ id: 3, title: 'Hakkımızda' });
    const slides = (await call(t.app, 'POST', '/api/cms/sliderlist', { body: { slug: 'home' }, locale: 'de' })).body.data as { images: string[] }[];
    expect(slides[0].images[0]).toBe('/demo/cms/banners/1-640.svg');
    const categories = (await call(t.app, 'GET', '/api/casino/categorylist', { locale: 'de' })).body.data as { id: number; name: string }[];
    expect(categories.find((c) => c.id === 2)?.name).toBe('Canlı Casino');
  });

  it('defaultLanguage is data too: with defaultLanguage "en" a request without x-locale is answered in English', async () => {
    const english = germanConfigFixture({ defaultLanguage: 'en' });
    const before = applyLanguageConfig(english.config);
    try {
      const r = await call(t.app, 'POST', '/api/auth/login', { body: { username: 'nobody1', password: 'Wrong12345' } });
      expect(r.body.message).toBe('Username or password is incorrect.');
      const page = await call(t.app, 'POST', '/api/cms/content', { body: { id: 3 }, locale: 'de' });
      expect(page.body.data).toMatchObject({ title: 'About Us' });
    } finally {
      applyLanguageConfig(before);
      english.dispose();
    }
  });
});
