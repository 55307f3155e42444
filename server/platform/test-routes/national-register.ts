import type { FastifyInstance } from 'fastify';
import { testNationalRegister } from '@contracts/api/index';
import { ApiFailure, ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { isValidTcNumber, parseBirthDate } from '@contracts/domain/identity';
import { DemoNationalRegister } from '@server/auth/national-register/demo-national-register';

/**
 * POST /api/test/national-register (docs/registration-checks.md): manages the demo national self-exclusion register.
 * {action:'add', personalNo?, name?, surname?, birthDate?, note?} -> {id}: a valid TC number, or name + surname +
 * birth date, is required (400 'test.nationalRegisterEntry'). {action:'remove', id? | personalNo?} -> {removed}.
 * Registered only in demo and test mode (loopback callers in demo mode), never in production.
 */
export function testNationalRegisterRoute(app: FastifyInstance): void {
  const register = new DemoNationalRegister(app.db);
  route(app, testNationalRegister, {}, async (request) => {
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
  });
}
