import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { authFormRoute } from './auth/form.ts';
import { loginRoute } from './auth/login.ts';
import { logoutRoute } from './auth/logout.ts';
import { registerRoute } from './auth/register.ts';
import { languageListRoute } from './cms/language-list.ts';
import { siteOptionListRoute } from './cms/site-option-list.ts';
import { translationListRoute } from './cms/translation-list.ts';
import { outboxRoute } from './test/outbox.ts';
import { balanceRoute } from './user/balance.ts';

/** A route module: registers one call of spec §7 on the app. Add new calls to ROUTES. */
export type RouteModule = (app: FastifyInstance, ctx: AppContext) => void;

export const ROUTES: readonly RouteModule[] = [
  loginRoute,
  logoutRoute,
  authFormRoute,
  registerRoute,
  balanceRoute,
  languageListRoute,
  translationListRoute,
  siteOptionListRoute,
  outboxRoute,
];
