import { phoneDigits } from '@contracts/domain/phone';
import type { SessionData } from '@contracts/types/auth/session';
import { kurusToLira } from '@server/wallet/money';
import type { LoginResult } from '@server/account/players';
import { DEMO_SPORTSBOOK_URLS } from '@server/sports/session';

/** SessionData (schemas/api/auth/session.json) of a fresh login; balance converted to lira. */
export function toSessionData({ token, session, sportsbook, profile }: LoginResult): SessionData {
  return {
    token,
    username: profile.username,
    usercode: profile.usercode,
    name: profile.name,
    surname: profile.surname,
    balance: kurusToLira(profile.balanceKurus),
    // Stored in E.164; the site's stored auth data and mask use the '90' + 10 digit form (docs/product.md §5).
    phone: phoneDigits(profile.phone),
    smsVerified: profile.smsVerified,
    betsyCid: session.betsyCid,
    betsyUrl: DEMO_SPORTSBOOK_URLS.betsyUrl,
    betsyToken: sportsbook.betsyToken,
    betcoToken: sportsbook.betcoToken,
    betcoUrl: DEMO_SPORTSBOOK_URLS.betcoUrl,
  };
}
