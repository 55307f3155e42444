import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/db';
import { createTestDb } from '@server/test/test-app';
import { deriveKey, devSecretsKey, isSealed, parseSecretsKey, SecretBox, SecretBoxError } from './secret-box';

const key = randomBytes(32);
const box = new SecretBox(key);

describe('SecretBox (AES-256-GCM, docs/security.md "Two-step sign-in")', () => {
  it('round trip: v1.<nonce>.<ciphertext+tag>, a fresh nonce each time, nothing of the clear value in it', () => {
    const plain = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const a = box.seal(plain, 'totp:7');
    const b = box.seal(plain, 'totp:7');
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(plain);
    expect(isSealed(a)).toBe(true);
    expect(isSealed(plain)).toBe(false);
    expect(box.open(a, 'totp:7')).toBe(plain);
    expect(box.open(b, 'totp:7')).toBe(plain);
  });

  it('refuses another additional data (a value copied onto another player\'s row)', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:7');
    expect(() => box.open(sealed, 'totp:8')).toThrow(SecretBoxError);
  });

  it('refuses a tampered tag, ciphertext or nonce', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:7');
    const [version, nonce, body] = sealed.split('.');
    const flip = (text: string, at: number) => {
      const bytes = Buffer.from(text, 'base64url');
      bytes[at] ^= 1;
      return bytes.toString('base64url');
    };
    const bodyBytes = Buffer.from(body, 'base64url').length;
    expect(() => box.open(`${version}.${nonce}.${flip(body, bodyBytes - 1)}`, 'totp:7')).toThrow(SecretBoxError);
    expect(() => box.open(`${version}.${nonce}.${flip(body, 0)}`, 'totp:7')).toThrow(SecretBoxError);
    expect(() => box.open(`${version}.${flip(nonce, 0)}.${body}`, 'totp:7')).toThrow(SecretBoxError);
  });

  it('refuses a value sealed with another key', () => {
    const sealed = new SecretBox(randomBytes(32)).seal('JBSWY3DPEHPK3PXP', 'totp:7');
    expect(() => box.open(sealed, 'totp:7')).toThrow(SecretBoxError);
  });

  it.each(['JBSWY3DPEHPK3PXP', 'v2.AAAAAAAAAAAAAAAA.AAAA', 'v1.short.AAAAAAAAAAAAAAAAAAAAAA', 'v1.AAAAAAAAAAAAAAAA.', 'v1.AAAAAAAAAAAAAAAA.AAAA.AAAA'])(
    'refuses %s as not a sealed value',
    (value) => {
      expect(() => box.open(value, 'totp:7')).toThrow(SecretBoxError);
    },
  );
});

describe('parseSecretsKey', () => {
  it('reads 32 bytes as 64 hex digits or as base64 (standard or URL-safe, padded or not)', () => {
    expect(parseSecretsKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretsKey(key.toString('hex').toUpperCase())).toEqual(key);
    expect(parseSecretsKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretsKey(` ${key.toString('base64url')} `)).toEqual(key);
  });

  it.each([
    ['too short', randomBytes(16).toString('base64')],
    ['too long', randomBytes(33).toString('hex')],
    ['not base64 or hex', 'correct horse battery staple, very long but not a key at all'],
    ['empty', ''],
  ])('refuses a key that is %s, naming the variable and never echoing the value', (_why, value) => {
    let message = '';
    try {
      parseSecretsKey(value);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^SECRETS_KEY: must be 32 random bytes as base64 or 64 hex digits/);
    if (value) expect(message).not.toContain(value);
  });

  it('refuses a key of the wrong length in the constructor too', () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('devSecretsKey (development and test only)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());

  it('is made once and read back the same by every later call', async () => {
    const first = await devSecretsKey(db);
    expect(first).toHaveLength(32);
    const again = await Promise.all([devSecretsKey(db), devSecretsKey(db)]);
    expect(again).toEqual([first, first]);
  });
});

describe('deriveKey (HKDF-SHA-256)', () => {
  it('gives one 32-byte key per purpose, the same each time, and another for another purpose or SECRETS_KEY', () => {
    const a = deriveKey(key, 'altcha-hmac');
    expect(a).toHaveLength(32);
    expect(deriveKey(key, 'altcha-hmac').equals(a)).toBe(true);
    expect(deriveKey(key, 'other').equals(a)).toBe(false);
    expect(deriveKey(randomBytes(32), 'altcha-hmac').equals(a)).toBe(false);
    expect(a.equals(key)).toBe(false);
  });
});
