/**
 * What the server render (src/entry-server.tsx; docs/architecture.md "Server-rendered pages") swaps in for the browser's globals while a page renders
 * on the server: the request's language (the `lang` cookie, else the brand's default) and the transport of API calls
 * (the Fastify app in-process, with the request's host). Empty in the browser, where localStorage and fetch answer.
 */
export const ssrHooks: {
  /** The language of the request being rendered, or undefined outside a server render. */
  language?: () => string | undefined;
  /** Sends an API call of the request being rendered (same envelope and status as over HTTP). */
  fetch?: (url: URL, init: RequestInit) => Promise<Response>;
} = {};
