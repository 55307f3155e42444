import { describe, expect, it } from 'vitest';
import { readConfig } from '@server/config';
import { Hub88Connection, readHub88Settings } from './hub88';
import { newKeyPair } from './signature';

const KEY = 'a'.repeat(64);

describe('Hub88 settings (docs/providers.md "Settings")', () => {
  it('none set: no Hub88 account; production then does not start the adapter and cannot make keys of its own', () => {
    expect(readHub88Settings({})).toBeUndefined();
    expect(readConfig({ SERVER_MODE: 'production', SECRETS_KEY: KEY }).hub88).toBeUndefined();
    const production = new Hub88Connection('production', undefined);
    expect(production.configured).toBe(false);
    expect(production.walletKeys()).toBeNull();
    expect(() => production.connect('http://127.0.0.1:1', newKeyPair().publicKey)).toThrow(/^Hub88 adapter: production connects only from HUB88_API_URL, HUB88_OPERATOR_ID, HUB88_PUBLIC_KEY, HUB88_PRIVATE_KEY/);
  });

  it('some set: the server refuses to start, naming what is missing or wrong', () => {
    expect(() => readConfig({ SERVER_MODE: 'production', SECRETS_KEY: KEY, HUB88_API_URL: 'https://api.example.com' })).toThrow(
      /^HUB88_OPERATOR_ID, HUB88_PUBLIC_KEY, HUB88_PRIVATE_KEY: the Hub88 adapter needs all of/,
    );
    const hub88 = newKeyPair();
    const operator = newKeyPair();
    const env = { HUB88_API_URL: 'https://api.example.com/', HUB88_OPERATOR_ID: '42', HUB88_PUBLIC_KEY: hub88.publicKey, HUB88_PRIVATE_KEY: operator.privateKey };
    expect(() => readHub88Settings({ ...env, HUB88_OPERATOR_ID: 'x' })).toThrow(/^HUB88_OPERATOR_ID: 'x' is not a positive whole number/);
    expect(() => readHub88Settings({ ...env, HUB88_PUBLIC_KEY: 'not a key' })).toThrow(/^HUB88_PUBLIC_KEY: not a PEM public key/);
    expect(() => readHub88Settings({ ...env, HUB88_API_URL: 'ftp://x' })).toThrow(/^HUB88_API_URL: 'ftp:\/\/x' is not an http\(s\) URL/);
    // PEM with its line breaks written as \n (one line in an env file) is read too.
    const settings = readHub88Settings({ ...env, HUB88_PRIVATE_KEY: operator.privateKey.replace(/\n/g, '\\n') });
    expect(settings).toMatchObject({ apiUrl: 'https://api.example.com', operatorId: 42 });
    const connection = new Hub88Connection('production', settings);
    expect(connection.configured).toBe(true);
    expect(connection.gamesApi()?.apiUrl).toBe('https://api.example.com');
  });

  it('HUB88_SIMULATOR: on by default in demo mode only, never beside production, a real account or several workers', () => {
    expect(readConfig({ SERVER_MODE: 'demo' }).hub88Simulator).toBe('on');
    expect(readConfig({ SERVER_MODE: 'test' }).hub88Simulator).toBe(false);
    expect(readConfig({ SERVER_MODE: 'test', HUB88_SIMULATOR: 'chaos' }).hub88Simulator).toBe('chaos');
    expect(readConfig({ SERVER_MODE: 'demo', HUB88_SIMULATOR: 'off' }).hub88Simulator).toBe(false);
    expect(readConfig({ SERVER_MODE: 'production', SECRETS_KEY: KEY }).hub88Simulator).toBe(false);
    expect(() => readConfig({ SERVER_MODE: 'production', SECRETS_KEY: KEY, HUB88_SIMULATOR: 'on' })).toThrow(/^HUB88_SIMULATOR: production plays real Hub88 only/);
    expect(() => readConfig({ SERVER_MODE: 'demo', HUB88_SIMULATOR: 'yes' })).toThrow(/^HUB88_SIMULATOR: 'yes' must be on, chaos or off/);
  });
});
