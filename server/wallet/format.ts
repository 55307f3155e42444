import { money } from '@server/i18n/message-params';
import type { MoneyParam } from '@server/i18n/message-params';

/**
 * Kuruş as a message's money parameter, written in the reader's format when the message is rendered
 * (123450 -> '₺1.234,50' in tr, '₺1,234.50' in en; contracts/domain/money.ts).
 */
export function liraText(kurus: number): MoneyParam {
  return money(kurus);
}
