import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { casinoGamesRoute } from './casino/games.ts';
import { categoryListRoute } from './casino/category-list.ts';
import { demoGamesRoute } from './casino/demo-games.ts';
import { favoritesRoute } from './casino/favorites.ts';
import { funLaunchRoutes } from './casino/fun-launch.ts';
import { jackpotsRoute } from './casino/jackpots.ts';
import { launchRoutes } from './casino/launch.ts';
import { lobbyExtrasRoute } from './casino/lobby-extras.ts';
import { gameHistoryRoute } from './customer/game-history.ts';
import { authFormRoute } from './auth/form.ts';
import { loginRoute } from './auth/login.ts';
import { exclusionReturnRoute } from './auth/exclusion-return.ts';
import { operatorProtectionRoutes } from './operator/protection.ts';
import { logoutRoute } from './auth/logout.ts';
import { registerRoute } from './auth/register.ts';
import { changePasswordWithCodeRoute } from './auth/change-password-with-code.ts';
import { checkResetCodeRoute } from './auth/check-reset-code.ts';
import { sendResetPasswordRoute } from './auth/send-reset-password.ts';
import { defineTrialBonusRoute } from './bonus/define-trial-bonus.ts';
import { trialBonusAmountRoute } from './bonus/trial-bonus-amount.ts';
import { bonusesRoute } from './customer/bonuses.ts';
import { changePasswordRoute } from './customer/change-password.ts';
import { updatePhoneRoute } from './customer/update-phone.ts';
import { bannerArtRoute } from './cms/banner-art.ts';
import { contentListRoute } from './cms/content-list.ts';
import { contentTitleListRoute } from './cms/content-title-list.ts';
import { contentRoute } from './cms/content.ts';
import { coveryJsRoute } from './cms/covery-js.ts';
import { domainStatusRoute } from './cms/domain-status.ts';
import { popupRoute } from './cms/popup.ts';
import { promotionListRoute } from './cms/promotion-list.ts';
import { promotionRoute } from './cms/promotion.ts';
import { sliderListRoute } from './cms/slider-list.ts';
import { languageListRoute } from './cms/language-list.ts';
import { siteOptionListRoute } from './cms/site-option-list.ts';
import { translationListRoute } from './cms/translation-list.ts';
import { notificationListRoute } from './customer/notification.ts';
import { readNotificationRoute } from './customer/read-notification.ts';
import { testExpireCodesRoute } from './test/expire-codes.ts';
import { outboxRoute } from './test/outbox.ts';
import { demoSportsbookRoutes, sportsbookRoutes } from './sportsbook/routes.ts';
import { testSettleRoute } from './sportsbook/test-settle.ts';
import { testNotifyRoute } from './test/notify.ts';
import { testSessionsRoute } from './test/sessions.ts';
import { balanceRoute } from './user/balance.ts';
import { financialHistoryRoute } from './customer/financial-history.ts';
import { sessionHistoryRoute } from './customer/session-history.ts';
import { demoPayPageRoute } from './payment/demo-pay-page.ts';
import { demoChatRoute } from './chat/demo-chat.ts';
import { paymentDepositRoute } from './payment/deposit.ts';
import { paymentDetailRoute } from './payment/detail.ts';
import { paymentCashierRoute } from './payment/cashier.ts';
import { paymentMethodsRoute } from './payment/methods.ts';
import { operatorWithdrawalsRoute } from './payment/operator-withdrawals.ts';
import { paymentWithdrawRoute } from './payment/withdraw.ts';
import { cspReportRoute } from './security/csp-report.ts';
import { protectionStatusRoute } from './protection/status.ts';
import { setLimitRoute } from './protection/set-limit.ts';
import { confirmLimitRoute } from './protection/confirm-limit.ts';
import { cancelPendingRoute } from './protection/cancel-pending.ts';
import { realityCheckRoute } from './protection/reality-check.ts';
import { realityCheckAckRoute } from './protection/reality-check-ack.ts';
import { sessionSummaryRoute } from './protection/session-summary.ts';
import { excludeRoute } from './protection/exclude.ts';
import { identityRoute } from './protection/identity.ts';
import { testNationalRegisterRoute } from './test/national-register.ts';
import { historyExportRoute } from './customer/export.ts';
import { cancelWithdrawalRoute } from './payment/cancel-withdrawal.ts';
import { testClockRoute } from './test/clock.ts';
import { healthRoute } from './health/health.ts';

/** A route module: registers one call of spec §7 on the app. Add new calls to ROUTES. */
export type RouteModule = (app: FastifyInstance, ctx: AppContext) => void;

/** A demo adapter's pages/API: registered only where the mode serves demo routes (never in production). */
const demoAdapter =
  (module: RouteModule): RouteModule =>
  (app, ctx) => {
    if (ctx.rules.demoRoutes) module(app, ctx);
  };
/** A /api/test/* helper: registered only where the mode has test routes (gated to loopback callers in demo mode). */
const testHelper =
  (module: RouteModule): RouteModule =>
  (app, ctx) => {
    if (ctx.rules.testRoutes !== 'off') module(app, ctx);
  };
/** A bench helper (mints sessions in bulk): test mode only. */
const benchHelper =
  (module: RouteModule): RouteModule =>
  (app, ctx) => {
    if (ctx.rules.benchRoutes) module(app, ctx);
  };

/**
 * Every route module, in registration order. Demo adapters and test helpers are wrapped (demoAdapter, testHelper,
 * benchHelper) so that what each mode registers is decided by server-modes.ts alone, never inside a route.
 */
export const ROUTES: readonly RouteModule[] = [
  healthRoute,
  loginRoute,
  exclusionReturnRoute,
  logoutRoute,
  authFormRoute,
  registerRoute,
  sendResetPasswordRoute,
  checkResetCodeRoute,
  changePasswordWithCodeRoute,
  updatePhoneRoute,
  changePasswordRoute,
  bonusesRoute,
  trialBonusAmountRoute,
  defineTrialBonusRoute,
  balanceRoute,
  languageListRoute,
  translationListRoute,
  siteOptionListRoute,
  sliderListRoute,
  contentTitleListRoute,
  contentListRoute,
  contentRoute,
  promotionListRoute,
  promotionRoute,
  popupRoute,
  domainStatusRoute,
  coveryJsRoute,
  bannerArtRoute,
  testHelper(outboxRoute),
  testHelper(testExpireCodesRoute),
  sportsbookRoutes,
  demoAdapter(demoSportsbookRoutes),
  testHelper(testSettleRoute),
  paymentMethodsRoute,
  paymentDetailRoute,
  paymentCashierRoute,
  paymentDepositRoute,
  paymentWithdrawRoute,
  demoAdapter(demoPayPageRoute),
  demoAdapter(demoChatRoute),
  operatorWithdrawalsRoute,
  operatorProtectionRoutes,
  financialHistoryRoute,
  sessionHistoryRoute,
  notificationListRoute,
  readNotificationRoute,
  testHelper(testNotifyRoute),
  benchHelper(testSessionsRoute),
  casinoGamesRoute,
  categoryListRoute,
  favoritesRoute,
  launchRoutes,
  lobbyExtrasRoute,
  funLaunchRoutes,
  jackpotsRoute,
  demoAdapter(demoGamesRoute),
  gameHistoryRoute,
  cspReportRoute,
  protectionStatusRoute,
  setLimitRoute,
  confirmLimitRoute,
  cancelPendingRoute,
  realityCheckRoute,
  realityCheckAckRoute,
  sessionSummaryRoute,
  excludeRoute,
  historyExportRoute,
  cancelWithdrawalRoute,
  testHelper(testClockRoute),
  identityRoute,
  testHelper(testNationalRegisterRoute),
];
