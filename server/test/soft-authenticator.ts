import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type { PasskeyCreationOptions } from '@contracts/types/common/passkey-creation-options';
import type { PasskeyRequestOptions } from '@contracts/types/common/passkey-request-options';

/**
 * The host a passkey test's calls say they come to: the RP ID needs a host name (an IP address is none,
 * WebAuthn §5.1.3), so the server derives `localhost` from it. PASSKEY_ORIGIN is the browser's origin there.
 */
export const PASSKEY_HOST = 'localhost:5173';
export const PASSKEY_ORIGIN = `http://${PASSKEY_HOST}`;

/** Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface SoftCredential {
  id: Uint8Array;
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

const sha256 = (data: Uint8Array | string): Uint8Array => new Uint8Array(createHash('sha256').update(data).digest());
const b64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));

function u32(n: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, n);
  return out;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The ES256 public key of `key` as a COSE_Key (RFC 9053: kty EC2, alg -7, crv P-256, x, y). */
function coseKey(key: KeyObject): Uint8Array {
  const jwk = key.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
      [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
    ]),
  );
}

/**
 * A software passkey authenticator for server tests: a real WebAuthn ceremony built with node:crypto (ES256 keys,
 * 'none' attestation, resident credentials, user verification), answering the options the server hands out as a
 * browser at `origin` would pass them to a platform authenticator. No mock of the server's verification: the
 * answers go through @simplewebauthn/server like a browser's. Each assertion advances the credential's counter by 1
 * unless `counter` says otherwise (to replay an old one).
 */
export class SoftAuthenticator {
  private readonly credentials: SoftCredential[] = [];

  /** The answer of navigator.credentials.create(options) on a page at `origin` (the RP ID is options.rp.id). */
  attest(options: PasskeyCreationOptions, origin: string): RegistrationResponseJSON {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credential: SoftCredential = { id: new Uint8Array(randomBytes(32)), privateKey, rpId, userHandle: options.user.id, counter: 0 };
    this.credentials.push(credential);
    const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false });
    const credentialIdLength = new Uint8Array([credential.id.length >> 8, credential.id.length & 0xff]);
    const authData = concat(sha256(rpId), new Uint8Array([UP | UV | AT]), u32(0), new Uint8Array(16), credentialIdLength, credential.id, coseKey(publicKey));
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return credentialJSON(credential.id, {
      clientDataJSON: b64url(new TextEncoder().encode(clientDataJSON)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    });
  }

  /**
   * The answer of navigator.credentials.get(options) on a page at `origin`: the credential named by
   * options.allowCredentials, or (a discoverable sign-in) this authenticator's first credential for the RP ID, or
   * `credentialId` when given. `counter` replaces the next counter value (a cloned authenticator).
   */
  assert(options: PasskeyRequestOptions, origin: string, choose: { credentialId?: string; counter?: number } = {}): AuthenticationResponseJSON {
    const rpId = options.rpId ?? new URL(origin).hostname;
    const allowed = new Set((options.allowCredentials ?? []).map((c) => c.id));
    const credential = this.credentials.find((c) =>
      choose.credentialId ? b64url(c.id) === choose.credentialId : c.rpId === rpId && (allowed.size === 0 || allowed.has(b64url(c.id))),
    );
    if (!credential) throw new Error(`no soft credential for ${rpId}`);
    credential.counter = choose.counter ?? credential.counter + 1;
    const clientDataJSON = new TextEncoder().encode(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }));
    const authData = concat(sha256(credential.rpId), new Uint8Array([UP | UV]), u32(credential.counter));
    const signature = sign('sha256', concat(authData, sha256(clientDataJSON)), credential.privateKey);
    return credentialJSON(credential.id, {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(new Uint8Array(signature)),
      userHandle: credential.userHandle,
    });
  }
}

/** The PublicKeyCredential JSON a platform authenticator answers both ceremonies with, around `response`. */
function credentialJSON<R>(rawId: Uint8Array, response: R) {
  const id = b64url(rawId);
  return { id, rawId: id, type: 'public-key' as const, clientExtensionResults: {}, authenticatorAttachment: 'platform' as const, response };
}
