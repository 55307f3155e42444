import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { UpdatePhoneRequest } from '../../../contracts/types/customer/update-phone.request.ts';
import type { UpdatePhoneData } from '../../../contracts/types/customer/update-phone.ts';
import { sessionOf } from '../../http/auth.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';
import { bodyField } from '../../http/rate-limit-keys.ts';
import type { KeyOf } from '../../http/rate-limit-keys.ts';
import { translate } from '../../i18n/messages.ts';
import { PhoneVerificationService } from '../../services/phone-verification.ts';
import { registrationChecksOf } from '../../services/registration-checks.ts';
import { clientInfo } from '../../http/request-context.ts';

/**
 * POST /api/customer/updatephone (spec §7, §4 Phone verification). Step 1 {step:1, phone} sends a 6-digit code by
 * SMS (429 past ctx.rateLimits.phoneCode per player, smsNumberHour/Day per canonical number and smsIpHour/Day per IP;
 * any body but a step 2 one counts, malformed included); step 2 {step:2, phone, code} checks it and stores
 * the phone as verified -> data {phone, smsVerified:true}. 400 for a wrong/expired code or too many attempts;
 * 401 without a session.
 */
export function updatePhoneRoute(app: FastifyInstance, ctx: AppContext): void {
  const phones = new PhoneVerificationService(ctx.db, ctx.sender);
  const keys = ctx.rateLimiter.keys;
  // Everything but a step 2 body may send an SMS, so counts (a malformed body too, before validation refuses it).
  const sends = (keyOf: KeyOf): KeyOf => (request) => (bodyField(request, 'step') === 2 ? null : keyOf(request));
  app.post<{ Body: UpdatePhoneRequest }>(
    '/api/customer/updatephone',
    {
      schema: { body: ctx.schemas.get('customer/update-phone.request') },
      // auth.required runs first (onRequest, see installAuthFirst), so the player is known here.
      preHandler: ctx.auth.required,
      preValidation: ctx.rateLimiter.guard({
        phoneCode: sends(keys.sessionPlayer),
        smsNumberHour: sends(keys.bodyPhone),
        smsNumberDay: sends(keys.bodyPhone),
        smsIpHour: sends(keys.ip),
        smsIpDay: sends(keys.ip),
      }),
    },
    async (request) => {
      const { playerId } = sessionOf(request);
      const { step, phone, code } = request.body;
      if (step === 1) {
        await phones.sendCode(playerId, phone, request.locale);
        return ok(null, translate(request.locale, 'account.phoneCodeSent'));
      }
      if (code === undefined) throw new ApiFailure(400, 'account.codeRequired');
      // Issue 17 item 1: a number an excluded player verified is never verified for another account (neutral refusal).
      const [me] = await ctx.db.query<{ name: string; surname: string; username: string }>('SELECT name, surname, username FROM players WHERE id = $1', [playerId]);
      await registrationChecksOf(ctx).beforePhoneVerified({
        phone, personalNo: null, birthDate: null, name: me.name, surname: me.surname, username: me.username, playerId, ip: clientInfo(request).ip,
      });
      const data: UpdatePhoneData = await phones.verify(playerId, phone, code);
      return ok(data, translate(request.locale, 'account.phoneVerified'));
    },
  );
}
