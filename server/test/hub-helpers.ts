import WebSocket from 'ws';
import { until } from './until';

/**
 * A raw hub client for tests: a `ws` socket on `/hub/frnotify` of `base` (http://host:port), every text frame it
 * receives in `frames`, and `closed` resolving when the socket closes (with the WebSocket close code).
 */
export interface RawHubClient {
  ws: WebSocket;
  frames: string[];
  closed: Promise<number>;
}

/**
 * Opens a raw hub socket; rejects with `HTTP <status>` when the upgrade is refused. `query` starts with '?';
 * `headers` go with the upgrade request (e.g. authorization).
 */
export function openHub(base: string, query = '', headers: Record<string, string> = {}): Promise<RawHubClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/hub/frnotify${query}`, { headers });
    const frames: string[] = [];
    const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
    ws.on('message', (data) => frames.push(data.toString()));
    ws.on('open', () => resolve({ ws, frames, closed }));
    ws.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.on('error', reject);
  });
}

/**
 * Opens a hub socket and completes the SignalR JSON handshake: anonymous without `auth`; a login token goes in the
 * Authorization header (as Node clients send it); `{ticket}` goes as the query's access_token (as the browser sends a
 * hub ticket, docs/realtime.md "Hub tickets").
 */
export async function connectHub(base: string, auth?: string | { ticket: string }): Promise<RawHubClient> {
  const client =
    auth === undefined
      ? await openHub(base)
      : typeof auth === 'string'
        ? await openHub(base, '', { authorization: `Bearer ${auth}` })
        : await openHub(base, `?access_token=${encodeURIComponent(auth.ticket)}`);
  client.ws.send('{"protocol":"json","version":1}\x1e');
  await until(() => client.frames.includes('{}\x1e'));
  return client;
}

let barriers = 0;

/**
 * A round trip on `client`: sends an invocation of a hub method that does not exist and resolves 'open' when its
 * completion (an error) comes back, or 'closed' when the socket closes first. The server handles a socket's frames in
 * order, so whatever it was going to do with this socket before the barrier is done when the answer arrives.
 */
export function roundTrip(client: RawHubClient): Promise<'open' | 'closed'> {
  const invocationId = `barrier-${++barriers}`;
  const answered = new Promise<'open'>((resolve) => {
    const onMessage = (data: unknown) => {
      if (String(data).includes(`"invocationId":"${invocationId}"`)) {
        client.ws.off('message', onMessage);
        resolve('open');
      }
    };
    client.ws.on('message', onMessage);
  });
  if (client.ws.readyState === client.ws.OPEN) {
    client.ws.send(`{"type":1,"invocationId":"${invocationId}","target":"Barrier","arguments":[]}\x1e`);
  }
  return Promise.race([answered, client.closed.then(() => 'closed' as const)]);
}

/** The NotifyMessage payloads among `frames`, in order. */
export function pushes(frames: string[]): unknown[] {
  return frames
    .flatMap((f) => f.split('\x1e'))
    .filter((m) => m.includes('"NotifyMessage"'))
    .map((m) => (JSON.parse(m) as { arguments: unknown[] }).arguments[0]);
}
