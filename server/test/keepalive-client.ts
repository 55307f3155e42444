import { Agent, request } from 'node:http';

/** A JSON reply: HTTP status and the envelope. */
export interface JsonReply {
  status: number;
  body: { success: boolean; message: string; data: unknown };
}

/**
 * One HTTP connection to a server, kept alive (an Agent with a single socket), so every call made through it is
 * served by the same process. With WORKERS=N on one port (server/cluster.ts) the cluster primary hands each new
 * connection to one worker; `pid` is the worker's, read from GET /api/health on this very connection.
 */
export interface PinnedConnection {
  pid: number;
  call(method: 'GET' | 'POST', path: string, options?: { token?: string; body?: unknown }): Promise<JsonReply>;
  close(): void;
}

/** One JSON call through `agent` (false = a fresh connection closed after the reply); rejects after `timeoutMs` without an answer. */
export function jsonCall(
  base: string,
  agent: Agent | false,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
  timeoutMs = 10_000,
): Promise<JsonReply> {
  const url = new URL(path, base);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        agent,
        headers: {
          'x-locale': 'en',
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) as JsonReply['body'] });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${path}: no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** The pid of the process that answered GET /api/health on a fresh connection. */
export async function healthPid(base: string): Promise<number> {
  const r = await jsonCall(base, false, 'GET', '/api/health');
  return (r.body.data as { pid: number }).pid;
}

/**
 * Opens kept-alive connections until one lands on a process `wanted` accepts (any, when omitted); throws after
 * `tries` connections. A caller that must be sure the socket was not replaced meanwhile calls GET /api/health on it
 * again and compares the pid.
 */
export async function pinnedConnection(base: string, wanted: (pid: number) => boolean = () => true, tries = 40): Promise<PinnedConnection> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const r = await jsonCall(base, agent, 'GET', '/api/health');
    const pid = (r.body.data as { pid: number }).pid;
    if (wanted(pid)) {
      return { pid, call: (method, path, options) => jsonCall(base, agent, method, path, options), close: () => agent.destroy() };
    }
    agent.destroy();
  }
  throw new Error(`no connection to ${base} landed on the wanted process within ${tries} tries`);
}
