import { CUSTOMER_KEY } from '@site/lib/query-keys';

/*
 * The dashboard feature's TanStack Query keys (docs/boundaries.md: the feature that owns a query exports its key; nothing
 * else retypes it). Prefixes end in `_KEY`; the builders give a query's full key.
 */

/** POST customer/financialhistory (deposits and withdrawals, with their pending state): [..., params]. */
export const FINANCIAL_HISTORY_KEY = [...CUSTOMER_KEY, 'financialhistory'] as const;
/** POST customer/gamehistory (casino rounds and sportsbook bets, with open bets): [..., params]. */
export const GAME_HISTORY_KEY = [...CUSTOMER_KEY, 'gamehistory'] as const;
/** POST customer/sessionhistory (logins): [..., params]. No push changes it. */
export const SESSION_HISTORY_KEY = [...CUSTOMER_KEY, 'sessionhistory'] as const;
/** POST customer/bonuses: [..., params]. */
export const BONUSES_KEY = [...CUSTOMER_KEY, 'bonuses'] as const;
/** GET twostep/status (the account page's Security section). */
export const TWO_STEP_KEY = [...CUSTOMER_KEY, 'twostep'] as const;
/** GET customer/passkeys (the player's passkeys). No push changes it. */
export const PASSKEYS_KEY = [...CUSTOMER_KEY, 'passkeys'] as const;
/** POST customer/sessions (the live sessions of the account page). */
export const LIVE_SESSIONS_KEY = [...CUSTOMER_KEY, 'sessions'] as const;
