import type { FastifyInstance } from 'fastify';
import { parseLocale } from '@server/i18n/locale';
import { DEMO_CHAT_SCRIPT, DEMO_CHAT_STYLE } from '@server/chat/providers/demo-chat-assets';
import { demoChatHtml } from '@server/chat/providers/demo-chat-page';

const SCRIPT_PATH = '/demo/chat-assets/demo-chat.js';
const STYLE_PATH = '/demo/chat-assets/demo-chat.css';

/**
 * The built-in demo live chat (issue: demo live chat; docs/product.md §2 live chat panel frames the liveChatUrl site option,
 * seeded as '/demo/chat'): GET /demo/chat?lang=tr|en (anything else: tr) serves the page, plus its script and
 * stylesheet. Static and stateless (the conversation lives in the page). A demo adapter, so not served in production
 * (server-modes.ts): an operator replaces it by setting liveChatUrl to a real chat, and production start warns while
 * liveChatUrl still points here.
 */
export function demoChatRoute(app: FastifyInstance): void {
  app.get(SCRIPT_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(DEMO_CHAT_SCRIPT),
  );
  app.get(STYLE_PATH, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(DEMO_CHAT_STYLE),
  );
  app.get<{ Querystring: { lang?: string } }>('/demo/chat', async (request, reply) => {
    const html = demoChatHtml(parseLocale(request.query.lang), { script: SCRIPT_PATH, style: STYLE_PATH });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
