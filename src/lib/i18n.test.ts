// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import tr from '@config/locales/tr.json';
import { applyTranslations, initI18n } from './i18n';

describe('i18n', () => {
  it('serves bundled texts and lets server translations (dotted keys) override them', async () => {
    await initI18n('tr', { tr: { translation: tr } });
    expect(i18next.t('header.login')).toBe('Giriş Yap');
    expect(document.documentElement.lang).toBe('tr');
    const applied = applyTranslations([{ key: 'header.login', value: 'Oturum Aç' }, { key: '', value: 'x' }], 'tr');
    expect(applied).toBe(1);
    expect(i18next.t('header.login')).toBe('Oturum Aç');
    expect(i18next.t('header.register')).toBe('Kayıt Ol');
  });
});
