import type { FastifyInstance } from 'fastify';
import { authForm } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';

/** GET /api/auth/form[?refId=n] (docs/product.md §7) -> data.countries [{id, name}] for the registration form. */
export function authFormRoute(app: FastifyInstance): void {
  route(app, authForm, {}, async () => ok({ countries: await app.cms.countries() }));
}
