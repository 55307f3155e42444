/**
 * The Hub88 operator wallet protocol's words (docs/providers.md): the calls, the statuses and the money unit. Shared by
 * the platform's wallet API (wallet-api.ts) and the simulator (providers/hub88-simulator/), so both read one list.
 */

/** The provider name in provider_transactions / provider_requests and the prefix of its round ids. */
export const HUB88 = 'hub88';

/** The wallet calls Hub88 makes on the operator, each a POST of JSON at /provider/hub88/<call>. */
export const HUB88_CALLS = ['user/info', 'user/balance', 'transaction/bet', 'transaction/win', 'transaction/rollback'] as const;
export type Hub88Call = (typeof HUB88_CALLS)[number];

/** Where the platform serves the wallet API. */
export const HUB88_WALLET_PREFIX = '/provider/hub88/';

export type Hub88Status =
  | 'RS_OK'
  | 'RS_ERROR_UNKNOWN'
  | 'RS_ERROR_INVALID_PARTNER'
  | 'RS_ERROR_INVALID_TOKEN'
  | 'RS_ERROR_INVALID_GAME'
  | 'RS_ERROR_WRONG_CURRENCY'
  | 'RS_ERROR_NOT_ENOUGH_MONEY'
  | 'RS_ERROR_USER_DISABLED'
  | 'RS_ERROR_INVALID_SIGNATURE'
  | 'RS_ERROR_TOKEN_EXPIRED'
  | 'RS_ERROR_WRONG_SYNTAX'
  | 'RS_ERROR_WRONG_TYPES'
  | 'RS_ERROR_DUPLICATE_TRANSACTION'
  | 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'
  | 'RS_ERROR_TRANSACTION_ROLLED_BACK'
  | 'RS_ERROR_BET_LIMIT_EXCEEDED'
  | 'RS_ERROR_TIMEOUT';

/** Hub88 money: integers in 1/100,000 of the currency unit; 1 kuruş = 1,000 units. */
export const UNITS_PER_KURUS = 1000;

export const kurusToUnits = (kurus: number): number => kurus * UNITS_PER_KURUS;

/** Units as kuruş; null for a fraction of a kuruş, which the wallet cannot book (RS_ERROR_WRONG_TYPES). */
export function unitsToKurus(units: number): number | null {
  return Number.isSafeInteger(units) && units % UNITS_PER_KURUS === 0 ? units / UNITS_PER_KURUS : null;
}

/**
 * A wallet reply: `{request_uuid, user, currency, balance, status}` (balance in units); user/info answers
 * `{request_uuid, user, status, country}` instead. Fields the operator cannot know (a reply to an unreadable request)
 * are left out.
 */
export interface Hub88Reply {
  request_uuid?: string;
  user?: string;
  status: Hub88Status;
  currency?: string;
  balance?: number;
  country?: string;
}
