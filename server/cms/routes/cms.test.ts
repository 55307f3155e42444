import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { call, createTestApp } from '@server/test/test-app';
import type { TestApp } from '@server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/auth/form', () => {
  it('lists countries as {id, name} with Türkiye first', async () => {
    const r = await call(t.app, 'GET', '/api/auth/form?refId=12');
    expect(r.status).toBe(200);
    const { countries } = r.body.data as { countries: { id: number; name: string }[] };
    expect(countries[0]).toEqual({ id: 1, name: 'Türkiye' });
    expect(countries.length).toBeGreaterThanOrEqual(30);
    expect(countries.map((c) => c.name)).toEqual(expect.arrayContaining(['Azerbaijan', 'Greece', 'Bulgaria', 'Germany', 'France']));
    expect(Object.keys(countries[5]).sort()).toEqual(['id', 'name']);
  });

  it('refuses a refId that is not a number', async () => {
    const r = await call(t.app, 'GET', '/api/auth/form?refId=abc', { locale: 'en' });
    expect(r).toMatchObject({ status: 400, body: { success: false, message: 'Referral code must be a whole number.' } });
  });
});

describe('cms', () => {
  it('GET /api/cms/languagelist lists tr (default) then en', async () => {
    const r = await call(t.app, 'GET', '/api/cms/languagelist');
    expect(r.body).toEqual({
      success: true,
      message: '',
      data: [
        { locale: 'tr', name: 'Türkçe', isDefault: true },
        { locale: 'en', name: 'English', isDefault: false },
      ],
    });
  });

  it('GET /api/cms/translationlist answers in x-locale, tr by default, ?locale= overriding', async () => {
    const value = async (options: { locale?: string; query?: string }) => {
      const r = await call(t.app, 'GET', `/api/cms/translationlist${options.query ?? ''}`, { locale: options.locale });
      return (r.body.data as { key: string; value: string }[]).find((x) => x.key === 'common.loading')?.value;
    };
    expect(await value({})).toBe('Yükleniyor...');
    expect(await value({ locale: 'en' })).toBe('Loading...');
    expect(await value({ locale: 'en', query: '?locale=tr' })).toBe('Yükleniyor...');
    // A language the site does not offer reads like x-locale: the default language.
    expect(await value({ locale: 'en', query: '?locale=de' })).toBe('Yükleniyor...');
    expect(await value({ query: '?locale=en-GB' })).toBe('Loading...');
    expect((await call(t.app, 'GET', '/api/cms/translationlist?locale=d!')).status).toBe(400);
  });

  it('POST /api/cms/siteoptionlist lists the public options with support and social links', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/cms/siteoptionlist' });
    expect(r.statusCode).toBe(200);
    const data = r.json().data as { key: string; value: string; status: boolean }[];
    const byKey = Object.fromEntries(data.map((o) => [o.key, o]));
    for (const key of ['whatsapp1', 'whatsapp2', 'telegram1', 'telegram2', 'liveChatUrl', 'instagram', 'twitter', 'youtube', 'defaultDomain']) {
      expect(byKey[key], key).toMatchObject({ key, status: true });
      expect(byKey[key].value.length).toBeGreaterThan(0);
    }
    expect(byKey.whatsapp1.value).toMatch(/^https:\/\/wa\.me\//);
    expect(byKey.telegram2.value).toMatch(/^https:\/\/t\.me\//);
    expect(byKey.smsProvider).toBeUndefined();
  });

  it('POST /api/cms/siteoptionlist {keys} narrows the list', async () => {
    const r = await call(t.app, 'POST', '/api/cms/siteoptionlist', { body: { keys: ['telegram1', 'smsProvider'] } });
    expect((r.body.data as { key: string }[]).map((o) => o.key)).toEqual(['telegram1']);
  });
});

describe('GET /api/test/outbox', () => {
  it('shows what the sender recorded for a username, newest first', async () => {
    await t.app.sender.send({ channel: 'sms', recipient: '905551112233', body: 'Code 111111', code: '111111', username: 'demouser' });
    await t.app.sender.send({ channel: 'sms', recipient: '905551112233', body: 'Code 222222', code: '222222', username: 'demouser' });
    const r = await call(t.app, 'GET', '/api/test/outbox?username=DemoUser');
    const data = r.body.data as { code: string; channel: string; recipient: string; createdAt: string }[];
    expect(data.map((m) => m.code)).toEqual(['222222', '111111']);
    expect(data[0]).toMatchObject({ channel: 'sms', recipient: '905551112233' });
    expect(new Date(data[0].createdAt).getTime()).not.toBeNaN();
    expect((await call(t.app, 'GET', '/api/test/outbox?username=someoneelse')).body.data).toEqual([]);
  });

  it('requires the username', async () => {
    const r = await call(t.app, 'GET', '/api/test/outbox', { locale: 'en' });
    expect(r).toMatchObject({ status: 400, body: { message: 'Username is required.' } });
  });

  it('does not exist in production mode', async () => {
    const app = await buildApp({ db: t.db, mode: 'production', distDir: '/nonexistent-dist' });
    try {
      expect((await call(app, 'GET', '/api/test/outbox?username=demouser')).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
