import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { loadMigrations } from './migrate';
import { createTestDb } from '@server/test/test-app';

/**
 * 176_phone_e164.sql over rows written before it (every spelling the platform ever stored), on PGlite and, with
 * TEST_DATABASE_URL (bash scripts/with-postgres.sh npx vitest run server/db/phone-e164-migration.test.ts), on
 * PostgreSQL. The file's statements skip normalised rows, so running it over a migrated database rewrites exactly
 * the rows seeded here in an older form, and running it again changes nothing.
 */
let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

async function player(username: string, phone: string, verified = true): Promise<number> {
  const [p] = await db.query<{ id: number }>(
    `INSERT INTO players (usercode, username, email, name, surname, phone, country_id, currency_id, password_hash, sms_verified)
     VALUES ($1, $1, $1 || '@example.com', 'Test', 'Player', $2, 1, 1, 'x', $3) RETURNING id`,
    [username, phone, verified],
  );
  return p.id;
}

describe('migration 176_phone_e164', () => {
  it('rewrites stored Türkiye spellings to E.164, keeps one trial claim per handset and the SMS counters, idempotently', async () => {
    const spellings: [string, string][] = [
      ['905321234567', '+905321234567'],
      ['+90 (532) 123 45 68', '+905321234568'],
      ['00905321234569', '+905321234569'],
      ['05321234570', '+905321234570'],
      ['5321234571', '+905321234571'],
      ['9005321234572', '+905321234572'],
      ['0212 123 45 67', '+902121234567'],
      ['+905321234573', '+905321234573'],
      ['+4915112345678', '+4915112345678'],
      ['12345', '12345'],
    ];
    const ids: number[] = [];
    for (const [i, [raw]] of spellings.entries()) ids.push(await player(`mig176p${i}`, raw));
    // One handset that claimed the trial bonus under two spellings (the old digits form and as typed): the earlier claim stays.
    const dup = await player('mig176dup', '0532 999 88 77');
    await db.query("INSERT INTO trial_bonus_phones (phone, player_id, created_at) VALUES ('905329998877', $1, now() - interval '2 days')", [ids[0]]);
    await db.query("INSERT INTO trial_bonus_phones (phone, player_id, created_at) VALUES ('0532 999 88 77', $1, now() - interval '1 day')", [dup]);
    await db.query(
      "INSERT INTO verification_codes (player_id, purpose, code_hash, salt, target, expires_at) VALUES ($1, 'phone', 'h', 's', '905321234567', now() + interval '10 minutes')",
      [ids[0]],
    );
    await db.query(
      "INSERT INTO registration_refusals (stage, reason, matched_on, username, phone) VALUES ('register', 'excludedPlayer', 'phone', 'mig176r', '05321234567')",
    );
    await db.query(
      "INSERT INTO rate_limits (rule, key, window_start_ms, reset_at_ms, count) VALUES ('smsNumberDay', 'phone:905321234599', 1, 9999999999999, 4)",
    );

    const migration = (await loadMigrations()).find((m) => m.version === 176);
    if (!migration) throw new Error('migration 176 is missing');
    await db.exec(migration.sql);

    const phones = await db.query<{ id: number; phone: string }>(`SELECT id, phone FROM players WHERE username LIKE 'mig176p%' ORDER BY id`);
    expect(phones.map((r) => r.phone)).toEqual(spellings.map(([, e164]) => e164));
    expect(await db.query("SELECT phone, player_id FROM trial_bonus_phones WHERE phone LIKE '%9998877' OR phone LIKE '%999 88 77'")).toEqual([
      { phone: '+905329998877', player_id: ids[0] },
    ]);
    expect(await db.query('SELECT target FROM verification_codes WHERE player_id = $1', [ids[0]])).toEqual([{ target: '+905321234567' }]);
    expect(await db.query("SELECT phone FROM registration_refusals WHERE username = 'mig176r'")).toEqual([{ phone: '+905321234567' }]);
    expect(await db.query("SELECT key, count FROM rate_limits WHERE rule = 'smsNumberDay' AND key LIKE 'phone:%1234599'")).toEqual([
      { key: 'phone:+905321234599', count: 4 },
    ]);
    expect(await db.query('SELECT count(*)::int AS n FROM sms_budget')).toEqual([{ n: 0 }]);

    const before = await db.query('SELECT id, phone FROM players ORDER BY id');
    await db.exec(migration.sql);
    expect(await db.query('SELECT id, phone FROM players ORDER BY id')).toEqual(before);
  });
});
