import { sql } from 'kysely';
import type { Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import { identityNameKey } from '@contracts/domain/identity';
import type { NationalExclusionRegister, RegisterAnswer, RegisterIdentity } from './national-register';

/** A listed identity of the demo register: a TC number, or a name with a birth date (or both). */
export interface RegisterEntryInput {
  personalNo?: string | null;
  name?: string | null;
  surname?: string | null;
  /** 'YYYY-MM-DD'. */
  birthDate?: string | null;
  note?: string | null;
}

/**
 * Demo adapter of the national self-exclusion register (docs/registration-checks.md): the listed identities live in the table
 * national_register_entries (migration 120), added and removed through POST /api/test/national-register (demo and
 * test mode). Matches a TC number exactly, or the name (identityNameKey: Turkish case folding, white space) together
 * with the birth date.
 */
export class DemoNationalRegister implements NationalExclusionRegister {
  readonly name = 'demo national self-exclusion register';

  constructor(private readonly db: Queryable) {}

  async check(identity: RegisterIdentity): Promise<RegisterAnswer> {
    if (identity.personalNo) {
      const row = await typed(this.db).selectFrom('national_register_entries').select('id').where('personal_no', '=', identity.personalNo).limit(1).executeTakeFirst();
      if (row) return { listed: true, matchedOn: 'personalNo' };
    }
    if (identity.birthDate) {
      const row = await typed(this.db)
        .selectFrom('national_register_entries')
        .select('id')
        .where('birth_date', '=', sql<Date>`${identity.birthDate}::date`)
        .where('name_key', '=', identityNameKey(identity.name, identity.surname))
        .limit(1)
        .executeTakeFirst();
      if (row) return { listed: true, matchedOn: 'nameBirthDate' };
    }
    return { listed: false };
  }

  /** Lists an identity; returns the entry id. The caller validated the TC number and the date. */
  async add(entry: RegisterEntryInput): Promise<number> {
    const nameKey = entry.name && entry.surname ? identityNameKey(entry.name, entry.surname) : null;
    const row = await typed(this.db)
      .insertInto('national_register_entries')
      .values({
        personal_no: entry.personalNo ?? null,
        name_key: nameKey,
        birth_date: entry.birthDate ? sql<Date>`${entry.birthDate}::date` : null,
        note: entry.note ?? null,
      })
      .onConflict((oc) => oc.column('personal_no').where('personal_no', 'is not', null).doUpdateSet((eb) => ({ note: eb.ref('excluded.note') })))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Removes every entry with this TC number or id; returns how many went. */
  async remove(by: { id?: number; personalNo?: string }): Promise<number> {
    const rows = await typed(this.db)
      .deleteFrom('national_register_entries')
      .where((eb) => eb.or([eb('id', '=', by.id ?? null), eb('personal_no', '=', by.personalNo ?? null)]))
      .returning('id')
      .execute();
    return rows.length;
  }
}
