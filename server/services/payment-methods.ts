import type { Db, Queryable } from '../db/db.ts';
import { ApiFailure } from '../http/envelope.ts';
import type { PaymentField } from '../../src/generated/api/payment/detail.ts';
import type { PaymentMethod as PaymentMethodDto } from '../../src/generated/api/payment/methods.ts';
import { kurusToLira } from './money.ts';
import { checkDetail, type CheckedDetail } from './payment-methods-detail.ts';

/** Transaction type (spec §3): Deposit 1, Withdraw 2. */
export type TransactionType = 1 | 2;

export interface PaymentMethodRow {
  id: number;
  transactionType: TransactionType;
  name: string;
  kind: PaymentMethodDto['kind'];
  logo: string | null;
  minKurus: number;
  maxKurus: number;
  fields: PaymentField[];
}

interface Row {
  id: number;
  transaction_type: number;
  name: string;
  kind: PaymentMethodDto['kind'];
  logo: string | null;
  min_kurus: number;
  max_kurus: number;
  fields: PaymentField[] | string;
}

const COLUMNS = 'id, transaction_type, name, kind, logo, min_kurus, max_kurus, fields';

function toMethod(row: Row): PaymentMethodRow {
  return {
    id: row.id,
    transactionType: row.transaction_type as TransactionType,
    name: row.name,
    kind: row.kind,
    logo: row.logo,
    minKurus: row.min_kurus,
    maxKurus: row.max_kurus,
    fields: typeof row.fields === 'string' ? (JSON.parse(row.fields) as PaymentField[]) : row.fields,
  };
}

/** The API shape of a method (amounts in lira). */
export function toMethodDto(method: PaymentMethodRow): PaymentMethodDto {
  return {
    id: method.id,
    name: method.name,
    type: method.transactionType,
    kind: method.kind,
    minAmount: kurusToLira(method.minKurus),
    maxAmount: kurusToLira(method.maxKurus),
    logo: method.logo,
  };
}

/** Payment methods and their field descriptors (spec §3 Payment detail field; table payment_methods). */
export class PaymentMethodService {
  constructor(private readonly db: Db) {}

  /** Active methods of one transaction type, in display order. */
  async list(type: TransactionType): Promise<PaymentMethodRow[]> {
    const rows = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM payment_methods WHERE transaction_type = $1 AND active ORDER BY sort_order, id`,
      [type],
    );
    return rows.map(toMethod);
  }

  /** An active method of `type`; ApiFailure 400 'payment.unknownMethod' otherwise (also for the other type's id). */
  async get(id: number, type: TransactionType, q: Queryable = this.db): Promise<PaymentMethodRow> {
    const rows = await q.query<Row>(
      `SELECT ${COLUMNS} FROM payment_methods WHERE id = $1 AND transaction_type = $2 AND active`,
      [id, type],
    );
    if (!rows[0]) throw new ApiFailure(400, 'payment.unknownMethod');
    return toMethod(rows[0]);
  }

  /**
   * Checks a submitted detail map against the method's descriptors (see payment-methods-detail.ts) and
   * returns the amount in kuruş and the detail to store. ApiFailure 400 naming the field otherwise.
   */
  check(method: PaymentMethodRow, detail: Record<string, unknown>): CheckedDetail {
    return checkDetail(method, detail);
  }
}
