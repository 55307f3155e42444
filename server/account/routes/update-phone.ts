import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountUpdatePhone } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ApiFailure, ok } from '@server/http/envelope';
import { bodyField } from '@server/http/rate-limit-keys';
import type { KeyOf } from '@server/http/rate-limit-keys';
import { clientInfo } from '@server/http/request-context';
import { route } from '@server/http/route';
import { translate } from '@server/i18n/messages';
import { storablePhone } from '@server/account/phones';
import { requireFreshAuth } from '@server/auth/step-up';

/**
 * POST /api/customer/updatephone (docs/product.md §7, §4 Phone verification). Step 1 {step:1, phone} sends a 6-digit
 * code by SMS (429 past app.rateLimits.phoneCode per player, smsNumberHour/Day per number in E.164 and smsIpHour/Day
 * per IP; any body but a step 2 one counts, malformed included; 503 'account.smsBudgetSpent' when the overall SMS
 * budget is spent); step 2 {step:2, phone, code} checks it and stores the phone (E.164) as verified -> data
 * {phone ('90' + 10 digits, the site's form), smsVerified:true}, telling the old number by SMS and the player by a
 * notification when the number changed. Step 1 needs a fresh re-authentication (docs/security.md "Step-up": a
 * phone change is how a stolen session becomes a takeover through password recovery): 403 {reauth} before any
 * code is sent or counted. 400 for a number that is no valid number of an
 * allowed country (config/site.json phones), a wrong/expired code or too many attempts; 401 without a session.
 */
export function updatePhoneRoute(app: FastifyInstance): void {
  const keys = app.rateLimiter.keys;
  // Everything but a step 2 body may send an SMS, so counts (a malformed body too, before validation refuses it).
  const sends = (keyOf: KeyOf): KeyOf => (request) => (bodyField(request, 'step') === 2 ? null : keyOf(request));
  const options = {
    // auth.required runs first (onRequest, see installAuthFirst), so the player is known here.
    preHandler: app.auth.required,
    // Step-up first: a refused step 1 sends nothing and spends none of the SMS budgets.
    preValidation: [async (request: FastifyRequest) => {
      if (bodyField(request, 'step') !== 2) await requireFreshAuth(app, request);
    }, app.rateLimiter.guard({
      phoneCode: sends(keys.sessionPlayer),
      smsNumberHour: sends(keys.bodyPhone),
      smsNumberDay: sends(keys.bodyPhone),
      smsIpHour: sends(keys.ip),
      smsIpDay: sends(keys.ip),
    })],
  };
  route(app, accountUpdatePhone, options, async (request) => {
    const { playerId } = sessionOf(request);
    const { step, code } = request.body;
    // One form for the code's target, the stored number and the checks (docs/security.md "Phone numbers and SMS").
    const phone = storablePhone(request.body.phone, app.phoneConfig.allowedCountries);
    if (step === 1) {
      await app.phones.sendCode(playerId, phone, request.locale);
      return ok(null, translate(request.locale, 'account.phoneCodeSent'));
    }
    if (code === undefined) throw new ApiFailure(400, 'account.codeRequired');
    // A number an excluded player verified is never verified for another account (neutral refusal).
    const me = await app.account.names(playerId);
    await app.registrationChecks.beforePhoneVerified({
      phone, personalNo: null, birthDate: null, name: me.name, surname: me.surname, username: me.username, playerId, ip: clientInfo(request).ip,
    });
    return ok(await app.phones.verify(playerId, phone, code, request.locale), translate(request.locale, 'account.phoneVerified'));
  });
}
