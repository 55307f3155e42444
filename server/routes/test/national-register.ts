import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { TestNationalRegisterRequest } from '../../../contracts/types/test/national-register.request.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';
import { isValidTcNumber, parseBirthDate } from '../../../contracts/domain/identity.ts';
import { DemoNationalRegister } from '../../providers/national-register/demo-national-register.ts';

/**
 * POST /api/test/national-register (issue 17 item 13): manages the demo national self-exclusion register.
 * {action:'add', personalNo?, name?, surname?, birthDate?, note?} -> {id}: a valid TC number, or name + surname +
 * birth date, is required (400 'test.nationalRegisterEntry'). {action:'remove', id? | personalNo?} -> {removed}.
 * Registered only in demo and test mode (loopback callers in demo mode), never in production.
 */
export function testNationalRegisterRoute(app: FastifyInstance, ctx: AppContext): void {
  const register = new DemoNationalRegister(ctx.db);
  app.post<{ Body: TestNationalRegisterRequest }>(
    '/api/test/national-register',
    { schema: { body: ctx.schemas.get('test/national-register.request') } },
    async (request) => {
      const b = request.body;
      if (b.action === 'remove') {
        if (b.id === undefined && b.personalNo === undefined) throw new ApiFailure(400, 'test.nationalRegisterEntry');
        return ok({ removed: await register.remove({ id: b.id, personalNo: b.personalNo }) });
      }
      const byNumber = b.personalNo !== undefined && isValidTcNumber(b.personalNo);
      const byName = Boolean(b.name && b.surname && b.birthDate && parseBirthDate(b.birthDate));
      if ((b.personalNo !== undefined && !byNumber) || (b.birthDate !== undefined && !parseBirthDate(b.birthDate)) || (!byNumber && !byName)) {
        throw new ApiFailure(400, 'test.nationalRegisterEntry');
      }
      const id = await register.add({
        personalNo: b.personalNo ?? null,
        name: byName ? b.name : null,
        surname: byName ? b.surname : null,
        birthDate: byName ? b.birthDate : null,
        note: b.note ?? null,
      });
      return ok({ id });
    },
  );
}
