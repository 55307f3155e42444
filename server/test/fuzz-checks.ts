import type { LightMyRequestResponse } from 'fastify';
import { API_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY, isApiPath } from '@server/http/security-headers';

function envelopeProblem(reply: LightMyRequestResponse): string | null {
  const contentType = String(reply.headers['content-type'] ?? '');
  if (reply.statusCode === 204 || (reply.statusCode < 300 && contentType.startsWith('text/csv'))) return null;
  let body: unknown;
  try {
    body = reply.json();
  } catch {
    return `without the envelope (not JSON, ${contentType || 'no content type'})`;
  }
  const envelope = body as Record<string, unknown> | null;
  const ok = envelope !== null && typeof envelope === 'object' && typeof envelope.success === 'boolean' && typeof envelope.message === 'string' && 'data' in envelope;
  return ok ? null : 'without the envelope';
}

/**
 * What is missing of the security headers a reply to `path` must carry (server/http/security-headers.ts): an API or
 * hub path its API set (CSP default-src 'none', X-Frame-Options DENY), any other path the document set (the site's CSP,
 * X-Frame-Options SAMEORIGIN); nosniff on both. Null when all are there.
 */
export function headerProblem(path: string, reply: LightMyRequestResponse): string | null {
  const headers = reply.headers;
  const api = isApiPath(path);
  if (headers['content-security-policy'] !== (api ? API_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY)) return 'without security headers (CSP)';
  if (headers['x-content-type-options'] !== 'nosniff' || headers['x-frame-options'] !== (api ? 'DENY' : 'SAMEORIGIN')) return 'without security headers (nosniff / x-frame-options)';
  return null;
}

/**
 * What is wrong with one reply of the fuzzer, or null: `<status> <problems>: <start of the body>` where the
 * problems are a 5xx; a reply under /api/ without the `{success,message,data}` envelope (a 204, which has no
 * body, and a 2xx text/csv download excepted: customer/export); a reply without the security headers
 * route-safety.test.ts asserts (the policy is imported from server/http/security-headers.ts, one fact in one place).
 */
export function replyProblem(path: string, reply: LightMyRequestResponse): string | null {
  const problems = [
    reply.statusCode >= 500 ? 'server error' : null,
    path.startsWith('/api/') ? envelopeProblem(reply) : null,
    headerProblem(path, reply),
  ].filter((p): p is string => p !== null);
  return problems.length ? `${reply.statusCode} ${problems.join(' + ')}: ${reply.body.slice(0, 160)}` : null;
}

/**
 * What is wrong with a reply that must refuse its request (a repeated query key), or null: anything but a 4xx
 * with the `{success: false, message, data}` envelope, on any path (demo and static pages included).
 */
export function refusalProblem(reply: LightMyRequestResponse): string | null {
  const refused = reply.statusCode >= 400 && reply.statusCode < 500;
  const envelope = envelopeProblem(reply);
  if (refused && envelope === null && (reply.json() as { success: boolean }).success === false) return null;
  return `${reply.statusCode} not refused with the envelope${envelope ? ` (${envelope})` : ''}: ${reply.body.slice(0, 160)}`;
}

/** A body or URL written short enough for a failure message: runs of one character longer than 40 become `c×n`. */
export function shortText(text: string | Buffer): string {
  const s = typeof text === 'string' ? text : `<bytes ${text.toString('hex')}>`;
  return JSON.stringify(s.replace(/(.)\1{40,}/gsu, (run, c: string) => `${c}×${[...run].length}`)).slice(0, 600);
}
