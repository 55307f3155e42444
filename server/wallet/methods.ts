import type { Selectable } from 'kysely';
import type { Db, Queryable } from '@server/db/db';
import type { PaymentMethodsTable } from '@server/db/generated/tables';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import type { PaymentField } from '@contracts/types/wallet/detail';
import type { PaymentMethod as PaymentMethodDto } from '@contracts/types/wallet/methods';
import { kurusToLira } from './money';
import { checkDetail, type CheckedDetail } from './methods-detail';

import type { TransactionType } from '@contracts/domain/payment-fields';

export type { TransactionType };

export interface PaymentMethodRow {
  id: number;
  transactionType: TransactionType;
  name: string;
  kind: PaymentMethodDto['kind'];
  logo: string | null;
  minKurus: number;
  maxKurus: number;
  fields: PaymentField[];
  /** How long the method takes (docs/wallet.md); null when the provider does not say. */
  processing: MethodProcessing | null;
  /** What the method costs the player; null when the provider does not say. */
  fee: MethodFee | null;
}

/** Processing time of a method: unit 'instant' (min = max = 0), or a min–max range in minutes, hours or business days. */
export interface MethodProcessing {
  unit: 'instant' | 'minutes' | 'hours' | 'businessDays';
  min: number;
  max: number;
}

/** Fee of a method: a fixed part in kuruş plus a percentage of the amount; both 0 = no fee. */
export interface MethodFee {
  fixedKurus: number;
  percent: number;
}

const COLUMNS = ['id', 'transaction_type', 'name', 'kind', 'logo', 'min_kurus', 'max_kurus', 'fields', 'processing', 'fee'] as const;

type Row = Pick<Selectable<PaymentMethodsTable>, (typeof COLUMNS)[number]>;

/** A jsonb value, parsed when the driver handed it over as text. */
const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/** A stored processing description, or null when it is not one (a bad row shows nothing rather than nonsense). */
function readProcessing(value: unknown): MethodProcessing | null {
  const p = value as Partial<MethodProcessing> | null;
  if (!p || !['instant', 'minutes', 'hours', 'businessDays'].includes(String(p.unit))) return null;
  if (!Number.isSafeInteger(p.min) || !Number.isSafeInteger(p.max) || p.min! < 0 || p.max! < p.min!) return null;
  return { unit: p.unit!, min: p.min!, max: p.max! };
}

/** A stored fee, or null when it is not one. */
function readFee(value: unknown): MethodFee | null {
  const f = value as Partial<MethodFee> | null;
  if (!f || !Number.isSafeInteger(f.fixedKurus) || f.fixedKurus! < 0) return null;
  if (typeof f.percent !== 'number' || !Number.isFinite(f.percent) || f.percent < 0 || f.percent > 100) return null;
  return { fixedKurus: f.fixedKurus!, percent: f.percent };
}

function toMethod(row: Row): PaymentMethodRow {
  return {
    id: row.id,
    transactionType: row.transaction_type,
    name: row.name,
    // kind: the CHECK of payment_methods (migration 030) allows only these four; fields: the seed writes descriptors.
    kind: row.kind,
    logo: row.logo,
    minKurus: row.min_kurus,
    maxKurus: row.max_kurus,
    fields: json(row.fields) as PaymentField[],
    processing: readProcessing(json(row.processing)),
    fee: readFee(json(row.fee)),
  };
}

/** The API shape of a method (amounts in lira; processing and fee only when the provider describes them). */
export function toMethodDto(method: PaymentMethodRow): PaymentMethodDto {
  return {
    id: method.id,
    name: method.name,
    type: method.transactionType,
    kind: method.kind,
    minAmount: kurusToLira(method.minKurus),
    maxAmount: kurusToLira(method.maxKurus),
    logo: method.logo,
    ...(method.processing ? { processing: method.processing } : {}),
    ...(method.fee ? { fee: { fixed: kurusToLira(method.fee.fixedKurus), percent: method.fee.percent } } : {}),
  };
}

/** Payment methods and their field descriptors (docs/product.md §3 Payment detail field; table payment_methods). */
export class PaymentMethodService {
  constructor(private readonly db: Db) {}

  /** Active methods of one transaction type, in display order. */
  async list(type: TransactionType): Promise<PaymentMethodRow[]> {
    const rows = await typed(this.db)
      .selectFrom('payment_methods')
      .select(COLUMNS)
      .where('transaction_type', '=', type)
      .where('active', '=', true)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return rows.map(toMethod);
  }

  /** An active method of `type`; ApiFailure 400 'payment.unknownMethod' otherwise (also for the other type's id). */
  async get(id: number, type: TransactionType, q: Queryable = this.db): Promise<PaymentMethodRow> {
    const row = await typed(q)
      .selectFrom('payment_methods')
      .select(COLUMNS)
      .where('id', '=', id)
      .where('transaction_type', '=', type)
      .where('active', '=', true)
      .executeTakeFirst();
    if (!row) throw new ApiFailure(400, 'payment.unknownMethod');
    return toMethod(row);
  }

  /**
   * Checks a submitted detail map against the method's descriptors (see server/wallet/methods-detail.ts) and
   * returns the amount in kuruş and the detail to store. ApiFailure 400 naming the field otherwise.
   */
  check(method: PaymentMethodRow, detail: Record<string, unknown>, presets: Record<string, string> = {}): CheckedDetail {
    return checkDetail(method, detail, presets);
  }
}
