import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/** The header of every signed Hub88 request and reply (docs/providers.md "Signing"). */
export const SIGNATURE_HEADER = 'x-hub88-signature';

/** An RSA key pair as PEM text (SPKI public, PKCS#8 private). */
export interface PemKeyPair {
  publicKey: string;
  privateKey: string;
}

/** A fresh 2048-bit RSA key pair: the simulator's and, in demo and test mode, the platform's own (docs/providers.md "Settings"). */
export function newKeyPair(): PemKeyPair {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** A PEM private key as a key object; throws with `name` when it is not one. */
export function privateKeyOf(pem: string, name: string): KeyObject {
  try {
    return createPrivateKey(pem);
  } catch {
    throw new Error(`${name}: not a PEM private key`);
  }
}

/** A PEM public key as a key object; throws with `name` when it is not one. */
export function publicKeyOf(pem: string, name: string): KeyObject {
  try {
    return createPublicKey(pem);
  } catch {
    throw new Error(`${name}: not a PEM public key`);
  }
}

/** Base64 RSA-SHA256 (PKCS#1 v1.5) signature of the exact body bytes (UTF-8). */
export function signBody(body: string, key: KeyObject): string {
  return sign('sha256', Buffer.from(body, 'utf8'), key).toString('base64');
}

/** Whether `signature` (base64) is `key`'s RSA-SHA256 signature of the exact body; false for a missing or malformed one. */
export function verifyBody(body: string, signature: string | undefined, key: KeyObject): boolean {
  if (!signature || signature.length > 1024) return false;
  try {
    return verify('sha256', Buffer.from(body, 'utf8'), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
