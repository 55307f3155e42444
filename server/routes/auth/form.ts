import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthFormData } from '../../../contracts/types/auth/form.ts';
import { ok } from '../../http/envelope.ts';

/** GET /api/auth/form[?refId=n] (spec §7) -> data.countries [{id, name}] for the registration form. */
export function authFormRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/auth/form', { schema: { querystring: ctx.schemas.get('auth/form.query') } }, async () => {
    const data: AuthFormData = { countries: await ctx.cms.countries() };
    return ok(data);
  });
}
