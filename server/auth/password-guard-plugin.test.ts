import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { typed } from '@server/db/typed';
import { createTestApp, type TestApp } from '@server/test/test-app';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** The HMAC key the database keeps for the challenges, or null when none is written. */
async function keptKey(app: TestApp): Promise<string | null> {
  const row = await typed(app.db).selectFrom('password_breaker').select('hmac_key').where('id', '=', 1).executeTakeFirst();
  return row?.hmac_key ?? null;
}

describe('the challenge key (docs/security.md "Password spraying")', () => {
  it('comes from SECRETS_KEY when one is configured: nothing that signs challenges is written to the database', async () => {
    const saved = process.env.ALTCHA_HMAC_KEY;
    delete process.env.ALTCHA_HMAC_KEY;
    try {
      t = await createTestApp({ secretsKey: randomBytes(32) });
      expect(await keptKey(t)).toBeNull();
    } finally {
      if (saved !== undefined) process.env.ALTCHA_HMAC_KEY = saved;
    }
  });

  it('without SECRETS_KEY (development, test), one random key is kept in the database for every process', async () => {
    const saved = process.env.ALTCHA_HMAC_KEY;
    delete process.env.ALTCHA_HMAC_KEY;
    try {
      t = await createTestApp();
      expect(await keptKey(t)).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      if (saved !== undefined) process.env.ALTCHA_HMAC_KEY = saved;
    }
  });
});
