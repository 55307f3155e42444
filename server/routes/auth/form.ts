import type { FastifyInstance } from 'fastify';
import { authForm } from '../../../contracts/api/index.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';

/** GET /api/auth/form[?refId=n] (docs/product.md §7) -> data.countries [{id, name}] for the registration form. */
export function authFormRoute(app: FastifyInstance): void {
  route(app, authForm, {}, async () => ok({ countries: await app.cms.countries() }));
}
