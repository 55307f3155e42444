import type { FastifyPluginAsync } from 'fastify';
import { authArea } from './auth/plugin.ts';
import { bonusArea } from './bonus/plugin.ts';
import { casinoArea } from './casino/plugin.ts';
import { chatArea } from './chat/plugin.ts';
import { cmsArea } from './cms/plugin.ts';
import { customerArea } from './customer/plugin.ts';
import { healthArea } from './health/plugin.ts';
import { operatorArea } from './operator/plugin.ts';
import { passkeyArea } from './passkey/plugin.ts';
import { paymentArea } from './payment/plugin.ts';
import { protectionArea } from './protection/plugin.ts';
import { securityArea } from './security/plugin.ts';
import { sportsbookArea } from './sportsbook/plugin.ts';
import { testArea } from './test/plugin.ts';
import { twoStepArea } from './two-step/plugin.ts';
import { userArea } from './user/plugin.ts';

/**
 * Every API area, each an encapsulated Fastify plugin registering its routes (and the services only it uses).
 * Demo adapters and test helpers are registered inside their area only where the mode allows (server-modes.ts).
 */
export const AREAS: readonly FastifyPluginAsync[] = [
  healthArea,
  authArea,
  customerArea,
  bonusArea,
  userArea,
  cmsArea,
  sportsbookArea,
  paymentArea,
  chatArea,
  operatorArea,
  casinoArea,
  protectionArea,
  securityArea,
  testArea,
  twoStepArea,
  passkeyArea,
];
