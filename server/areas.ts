import type { FastifyPluginAsync } from 'fastify';
import { accountArea } from './account/plugin';
import { authArea } from './auth/plugin';
import { passkeyArea } from './auth/passkey-plugin';
import { twoStepArea } from './auth/two-step-plugin';
import { bonusArea } from './bonus/plugin';
import { casinoArea } from './casino/plugin';
import { chatArea } from './chat/plugin';
import { cmsArea } from './cms/plugin';
import { realtimeArea } from './hub/area';
import { notificationsArea } from './notifications/plugin';
import { operatorArea } from './operator/plugin';
import { cspArea } from './platform/csp/plugin';
import { healthArea } from './platform/health/plugin';
import { testArea } from './platform/test-routes/plugin';
import { protectionArea } from './protection/plugin';
import { sportsArea } from './sports/plugin';
import { walletArea } from './wallet/plugin';

/**
 * Every API area, one per domain (docs/architecture.md "Folders and aliases"), each an encapsulated Fastify plugin
 * registering its routes (and the services only it uses). Demo adapters and test helpers are registered inside their
 * area only where the mode allows (server-modes.ts).
 */
export const AREAS: readonly FastifyPluginAsync[] = [
  healthArea,
  authArea,
  twoStepArea,
  passkeyArea,
  accountArea,
  walletArea,
  bonusArea,
  casinoArea,
  sportsArea,
  protectionArea,
  cmsArea,
  notificationsArea,
  realtimeArea,
  chatArea,
  operatorArea,
  cspArea,
  testArea,
];
