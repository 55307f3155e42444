import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';

/**
 * Secrets the server must read back in clear (the authenticator secrets of two-step sign-in), sealed at rest with
 * AES-256-GCM (docs/security.md "Two-step sign-in", "Secrets at rest"). A sealed value is one text:
 * `v1.<nonce>.<ciphertext and tag>`, both parts base64url: a random 96-bit nonce per value, the 128-bit GCM tag after
 * the ciphertext. The additional authenticated data names the row the value belongs to (e.g. `totp:<player id>`),
 * so a value copied onto another row does not open there.
 */

const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';
/** The prefix of every sealed value; base32 (a TOTP secret in clear) has no '.' and no lower case, so never starts so. */
const SEALED_PREFIX = `${VERSION}.`;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A value that does not open: not a sealed value, tampered with, sealed for another row or with another key. */
export class SecretBoxError extends Error {}

/** True when `value` is in the sealed form (`v1.`…); a TOTP secret stored in clear (base32) never is. */
export function isSealed(value: string): boolean {
  return value.startsWith(SEALED_PREFIX);
}

const KEY_FORMAT = 'must be 32 random bytes as base64 or 64 hex digits (e.g. `openssl rand -base64 32`)';

/**
 * The 32-byte key written as 64 hex digits or as base64 (standard or URL-safe, padding optional), spaces around it
 * ignored. Throws an Error naming `name` (the variable) and never the value when it is anything else.
 */
export function parseSecretsKey(text: string, name = 'SECRETS_KEY'): Buffer {
  const value = text.trim();
  let key: Buffer | null = null;
  if (/^[0-9a-fA-F]{64}$/.test(value)) key = Buffer.from(value, 'hex');
  else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) key = Buffer.from(value.replace(/\+/g, '-').replace(/\//g, '_').replace(/=$/, ''), 'base64url');
  if (key === null || key.length !== KEY_BYTES) throw new Error(`${name}: ${KEY_FORMAT}`);
  return key;
}

/**
 * A 32-byte key for one `purpose` (e.g. 'altcha-hmac'), derived from SECRETS_KEY with HKDF-SHA-256, so an operator
 * keeps one secret and no two uses share a key.
 */
export function deriveKey(secretsKey: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretsKey, Buffer.alloc(0), purpose, KEY_BYTES));
}

/** Seals and opens values with one AES-256-GCM key. */
export class SecretBox {
  private readonly key: Buffer;

  /** `key`: 32 bytes (parseSecretsKey, devSecretsKey). Throws when it has another length. */
  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`SecretBox: the key must be ${KEY_BYTES} bytes, not ${key.length}`);
    this.key = Buffer.from(key);
  }

  /** `plain` sealed for the row `aad` names: `v1.<nonce>.<ciphertext+tag>`, a fresh nonce each call. */
  seal(plain: string, aad: string): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${SEALED_PREFIX}${nonce.toString('base64url')}.${body.toString('base64url')}`;
  }

  /**
   * The clear value of `sealed`, when it was sealed by this key for the row `aad` names and is untouched.
   * Errors: SecretBoxError (not a v1 sealed value, wrong key, wrong row, tampered nonce, ciphertext or tag).
   */
  open(sealed: string, aad: string): string {
    const parts = sealed.split('.');
    if (parts.length !== 3 || parts[0] !== VERSION || !BASE64URL.test(parts[1]) || !BASE64URL.test(parts[2])) {
      throw new SecretBoxError('not a sealed value');
    }
    const nonce = Buffer.from(parts[1], 'base64url');
    const body = Buffer.from(parts[2], 'base64url');
    if (nonce.length !== NONCE_BYTES || body.length < TAG_BYTES) throw new SecretBoxError('not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, nonce, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretBoxError('the sealed value does not open with this key for this row');
    }
  }
}

/**
 * The development and test key: 32 random bytes the first process writes to `dev_secrets_key` and every process
 * reads (so `WORKERS=N` on one database agree). It sits beside the data it protects, so it protects nothing against a
 * dump: production never uses it (readConfig refuses to start without SECRETS_KEY; docs/security.md).
 */
export async function devSecretsKey(db: Queryable): Promise<Buffer> {
  const fresh = randomBytes(KEY_BYTES).toString('hex');
  await typed(db).insertInto('dev_secrets_key').values({ id: 1, key_hex: fresh }).onConflict((oc) => oc.column('id').doNothing()).execute();
  const row = await typed(db).selectFrom('dev_secrets_key').select('key_hex').where('id', '=', 1).executeTakeFirstOrThrow();
  return Buffer.from(row.key_hex, 'hex');
}

/** The box of the server: `configured` (SECRETS_KEY), else the database's development key (devSecretsKey). */
export async function openSecretBox(db: Queryable, configured: Buffer | undefined): Promise<SecretBox> {
  return new SecretBox(configured ?? (await devSecretsKey(db)));
}
