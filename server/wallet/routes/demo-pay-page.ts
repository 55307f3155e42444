import type { FastifyInstance } from 'fastify';
import { ApiFailure, ok } from '@server/http/envelope';
import { playerOwner, type IdempotencyOwner } from '@server/http/idempotency';
import { translate } from '@server/i18n/messages';
import { DEMO_PAY_SCRIPT, demoPayHtml, type DemoPayPageModel } from '@server/wallet/providers/demo-pay-html';
import { ProcessStatus, RecordStatus, type PaymentRequestView } from '@server/wallet/payments';
import { liraText } from '@server/wallet/format';
import { formatMoney } from '@contracts/domain/money';

const SCRIPT_PATH = '/demo/pay-assets/demo-pay.js';
const PUBLIC_ID = /^[A-Za-z0-9_-]{10,64}$/;

function stateOf(view: PaymentRequestView): DemoPayPageModel['state'] {
  if (view.recordStatus === RecordStatus.Created) return 'created';
  if (view.recordStatus === RecordStatus.Confirmed && view.processStatus === ProcessStatus.Completed) return 'confirmed';
  if (view.recordStatus === RecordStatus.Cancelled) return 'cancelled';
  return 'failed';
}

/**
 * The demo PSP's pages: GET /demo/pay/{publicId} shows the deposit with Confirm and
 * Cancel; POST …/confirm credits the wallet and notifies the player (PaymentService.confirmDeposit); POST …/cancel
 * cancels. The unguessable publicId is the capability: the page opens in a new tab without the player's token.
 * Not in production mode, where a real PSP takes the place of the demo one.
 */
export function demoPayPageRoute(app: FastifyInstance): void {
  const payments = app.payments.payments;
  const find = async (publicId: string) => {
    if (!PUBLIC_ID.test(publicId)) throw new ApiFailure(404, 'payment.requestNotFound');
    const view = await payments.byPublicId(publicId);
    if (view.transactionType !== 1) throw new ApiFailure(404, 'payment.requestNotFound');
    return view;
  };

  app.get(SCRIPT_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(DEMO_PAY_SCRIPT),
  );

  app.get<{ Params: { publicId: string } }>('/demo/pay/:publicId', async (request, reply) => {
    const view = await find(request.params.publicId);
    const html = demoPayHtml({
      publicId: view.publicId,
      requestId: view.id,
      amountText: formatMoney(view.amountKurus / 100, view.locale),
      methodName: view.methodName,
      state: stateOf(view),
      locale: view.locale,
      scriptPath: SCRIPT_PATH,
    });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  // Idempotency-Key owner: the deposit's player (the publicId is the capability; an unknown one is 404 as below).
  const payer: IdempotencyOwner = async (request) => playerOwner((await find((request.params as { publicId: string }).publicId)).playerId);
  app.post<{ Params: { publicId: string } }>('/demo/pay/:publicId/confirm', { config: { idempotent: payer } }, async (request) => {
    await find(request.params.publicId);
    const view = await payments.confirmDeposit(request.params.publicId);
    return ok({ id: view.id }, translate(request.locale, 'payment.depositConfirmed', { amount: liraText(view.amountKurus) }));
  });

  app.post<{ Params: { publicId: string } }>('/demo/pay/:publicId/cancel', { config: { idempotent: payer } }, async (request) => {
    await find(request.params.publicId);
    const view = await payments.cancelDeposit(request.params.publicId);
    return ok({ id: view.id }, translate(request.locale, 'payment.depositCancelled'));
  });
}
