import argon2 from 'argon2';

/**
 * argon2id with the OWASP minimum (19 MiB memory, 2 iterations, 1 lane): strong enough for production and
 * fast enough (~30-60 ms) that the test suite does not need weaker settings.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a plain password into a self-describing PHC string ($argon2id$...). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * True when `password` matches `hash`. With `hash` null (unknown user) a dummy hash is still verified, so the
 * reply time does not tell whether the username exists.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= hashPassword('dummy-password-for-timing');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
