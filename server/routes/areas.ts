import type { FastifyPluginAsync } from 'fastify';
import { authArea } from './auth/plugin';
import { bonusArea } from './bonus/plugin';
import { casinoArea } from './casino/plugin';
import { chatArea } from './chat/plugin';
import { cmsArea } from './cms/plugin';
import { customerArea } from './customer/plugin';
import { healthArea } from './health/plugin';
import { operatorArea } from './operator/plugin';
import { passkeyArea } from './passkey/plugin';
import { paymentArea } from './payment/plugin';
import { protectionArea } from './protection/plugin';
import { securityArea } from './security/plugin';
import { sportsbookArea } from './sportsbook/plugin';
import { testArea } from './test/plugin';
import { twoStepArea } from './two-step/plugin';
import { userArea } from './user/plugin';

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
