import type { FastifyInstance } from 'fastify';
import { operatorSms } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { operatorOnly } from '@server/http/operator-guard';
import { route } from '@server/http/route';

/**
 * GET /api/operator/sms -> {hour, day}: each {window, sent, budget}, the SMS the whole site sent in the current UTC
 * hour and Türkiye day against the overall SMS budget (app.smsBudget; docs/security.md "Phone numbers and SMS").
 * Behind operatorOnly, named and audited like every operator call.
 */
export function operatorSmsRoutes(app: FastifyInstance): void {
  route(app, operatorSms, { onRequest: operatorOnly }, async () => ok(await app.smsBudget.usage()));
}
