import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { authFormRoute } from './auth/form.ts';
import { loginRoute } from './auth/login.ts';
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
import { languageListRoute } from './cms/language-list.ts';
import { siteOptionListRoute } from './cms/site-option-list.ts';
import { translationListRoute } from './cms/translation-list.ts';
import { notificationListRoute } from './customer/notification.ts';
import { readNotificationRoute } from './customer/read-notification.ts';
import { outboxRoute } from './test/outbox.ts';
import { testNotifyRoute } from './test/notify.ts';
import { balanceRoute } from './user/balance.ts';

/** A route module: registers one call of spec §7 on the app. Add new calls to ROUTES. */
export type RouteModule = (app: FastifyInstance, ctx: AppContext) => void;

export const ROUTES: readonly RouteModule[] = [
  loginRoute,
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
  outboxRoute,
  notificationListRoute,
  readNotificationRoute,
  testNotifyRoute,
];
