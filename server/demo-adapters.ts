import type { FastifyInstance } from 'fastify';
import { typed } from './db/typed';
import { DemoGameProvider } from './casino/providers/demo-game-provider';
import { DemoPaymentProvider } from './wallet/providers/demo-psp';
import { SPORTSBOOKS } from './sports/providers/demo-sportsbooks';
import { OutboxSender } from './notifications/message-sender';
import { DemoNationalRegister } from './auth/national-register/demo-national-register';

/** Where the demo adapters' pages live; production does not serve it (server-modes.ts). */
const DEMO_PREFIX = '/demo/';

/**
 * The adapters of `app` that are still the built-in demo ones, one line each naming the adapter and what to replace:
 * payments (demo PSP), game providers (demo slot), SMS/e-mail sender (the outbox: nothing is delivered),
 * sportsbooks (demo pages), live chat (site option liveChatUrl under /demo/), the national self-exclusion register
 * (docs/registration-checks.md, when the profile asks it). Empty when every adapter is real.
 * Production start prints these as warnings: its demo pages are not served, so these features do not work there.
 */
export async function demoAdapters(app: FastifyInstance): Promise<string[]> {
  const found: string[] = [];
  if (app.payments.provider instanceof DemoPaymentProvider) found.push('payments: the demo PSP (server/wallet/service-plugin.ts)');
  // Hub88 without its settings is not started in production: the kind stays the demo slot (docs/providers.md "Settings").
  const games = Object.entries(app.casino.providers).filter(([, provider]) => provider instanceof DemoGameProvider);
  if (games.length > 0) found.push(`game providers: the demo slot for ${games.map(([kind]) => kind).join(', ')} (server/casino/context.ts)`);
  if (app.sender instanceof OutboxSender) found.push('SMS / e-mail sender: the outbox, which delivers nothing (BuildAppOptions.sender)');
  const books = Object.values(SPORTSBOOKS).filter((book) => book.url.startsWith(DEMO_PREFIX));
  if (books.length > 0) found.push(`sportsbooks: the demo pages of ${books.map((book) => book.name).join(', ')} (server/sports/session.ts)`);
  const chat = await typed(app.db).selectFrom('site_options').select('value').where('key', '=', 'liveChatUrl').where('status', '=', true).executeTakeFirst();
  if (chat?.value.startsWith(DEMO_PREFIX)) found.push(`live chat: site option liveChatUrl is the demo chat (${chat.value})`);
  if (app.protection.profile.registration?.nationalRegister && app.registrationChecks.register instanceof DemoNationalRegister) {
    found.push('national self-exclusion register: the demo list in the database (app.registrationChecks.register, server/auth/service-plugin.ts)');
  }
  return found;
}
