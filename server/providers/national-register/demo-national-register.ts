import type { Queryable } from '../../db/db.ts';
import { identityNameKey } from '../../../contracts/domain/identity.ts';
import type { NationalExclusionRegister, RegisterAnswer, RegisterIdentity } from './national-register.ts';

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
 * Demo adapter of the national self-exclusion register (issue 17 item 13): the listed identities live in the table
 * national_register_entries (migration 120), added and removed through POST /api/test/national-register (demo and
 * test mode). Matches a TC number exactly, or the name (identityNameKey: Turkish case folding, white space) together
 * with the birth date.
 */
export class DemoNationalRegister implements NationalExclusionRegister {
  readonly name = 'demo national self-exclusion register';

  constructor(private readonly db: Queryable) {}

  async check(identity: RegisterIdentity): Promise<RegisterAnswer> {
    if (identity.personalNo) {
      const rows = await this.db.query('SELECT 1 FROM national_register_entries WHERE personal_no = $1 LIMIT 1', [identity.personalNo]);
      if (rows.length > 0) return { listed: true, matchedOn: 'personalNo' };
    }
    if (identity.birthDate) {
      const rows = await this.db.query('SELECT 1 FROM national_register_entries WHERE birth_date = $1 AND name_key = $2 LIMIT 1', [
        identity.birthDate,
        identityNameKey(identity.name, identity.surname),
      ]);
      if (rows.length > 0) return { listed: true, matchedOn: 'nameBirthDate' };
    }
    return { listed: false };
  }

  /** Lists an identity; returns the entry id. The caller validated the TC number and the date. */
  async add(entry: RegisterEntryInput): Promise<number> {
    const nameKey = entry.name && entry.surname ? identityNameKey(entry.name, entry.surname) : null;
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO national_register_entries (personal_no, name_key, birth_date, note) VALUES ($1, $2, $3, $4)
       ON CONFLICT (personal_no) WHERE personal_no IS NOT NULL DO UPDATE SET note = EXCLUDED.note RETURNING id`,
      [entry.personalNo ?? null, nameKey, entry.birthDate ?? null, entry.note ?? null],
    );
    return Number(row.id);
  }

  /** Removes every entry with this TC number or id; returns how many went. */
  async remove(by: { id?: number; personalNo?: string }): Promise<number> {
    const rows = await this.db.query('DELETE FROM national_register_entries WHERE id = $1 OR personal_no = $2 RETURNING id', [
      by.id ?? null,
      by.personalNo ?? null,
    ]);
    return rows.length;
  }
}
