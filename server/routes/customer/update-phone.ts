import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { UpdatePhoneRequest } from '../../../src/generated/api/customer/update-phone.request.ts';
import type { UpdatePhoneData } from '../../../src/generated/api/customer/update-phone.ts';
import { sessionOf } from '../../http/auth.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';
import { RateLimiter } from '../../http/rate-limit.ts';
import { translate } from '../../i18n/messages.ts';
import { PhoneVerificationService } from '../../services/phone-verification.ts';

/**
 * POST /api/customer/updatephone (spec §7, §4 Phone verification). Step 1 {step:1, phone} sends a 6-digit code by
 * SMS (rate limited per player by ctx.rateLimits.phoneCode, 429); step 2 {step:2, phone, code} checks it and stores
 * the phone as verified -> data {phone, smsVerified:true}. 400 for a wrong/expired code or too many attempts;
 * 401 without a session.
 */
export function updatePhoneRoute(app: FastifyInstance, ctx: AppContext): void {
  const phones = new PhoneVerificationService(ctx.db, ctx.sender);
  const limiter = new RateLimiter(ctx.rateLimits.phoneCode);
  app.post<{ Body: UpdatePhoneRequest }>(
    '/api/customer/updatephone',
    { schema: { body: ctx.schemas.get('customer/update-phone.request') }, preHandler: ctx.auth.required },
    async (request) => {
      const { playerId } = sessionOf(request);
      const { step, phone, code } = request.body;
      if (step === 1) {
        const seconds = limiter.hit(String(playerId));
        if (seconds > 0) throw new ApiFailure(429, 'common.tooManyRequests', { seconds });
        await phones.sendCode(playerId, phone, request.locale);
        return ok(null, translate(request.locale, 'account.phoneCodeSent'));
      }
      if (code === undefined) throw new ApiFailure(400, 'account.codeRequired');
      const data: UpdatePhoneData = await phones.verify(playerId, phone, code);
      return ok(data, translate(request.locale, 'account.phoneVerified'));
    },
  );
}
