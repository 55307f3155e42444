import { describe, expect, it } from 'vitest';
import { registerPlayer } from '@server/test/account-helpers';
import { connectHub, openHub, pushes, roundTrip } from '@server/test/hub-helpers';
import { until } from '@server/test/until';
import { suiteApp } from '@server/test/test-app';

/**
 * The hub survives any frame. Real `ws` clients against a listening app send hostile frames
 * before and after the SignalR handshake; each gets a close or is ignored, and the process keeps serving HTTP and
 * hub clients afterwards. (Before the fix, `null\x1e` threw inside the ws message handler and ended the process.)
 */
const t = suiteApp({ listen: true });

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Frames an attacker might send; strings are text frames, Buffers binary ones. */
const HOSTILE: [string, string | Buffer][] = [
  ['JSON null', 'null\x1e'],
  ['an array', '[1,2,3]\x1e'],
  ['a number', '42\x1e'],
  ['a string', '"hello"\x1e'],
  ['true', 'true\x1e'],
  ['not JSON', 'not json at all\x1e'],
  ['an empty object', '{}\x1e'],
  ['protocol of the wrong type', '{"protocol":["json"],"version":1}\x1e'],
  ['version as a string', '{"protocol":"json","version":"1"}\x1e'],
  ['protocol as an object with toString', '{"protocol":{"toString":1},"version":1}\x1e'],
  ['type as a string', '{"type":"1","target":"x"}\x1e'],
  ['type null', '{"type":null}\x1e'],
  ['an unknown type', '{"type":99}\x1e'],
  ['an invocation of an unknown target', '{"type":1,"invocationId":"1","target":"Nope","arguments":[]}\x1e'],
  ['an invocation id that is an object', '{"type":1,"invocationId":{"a":1},"target":"Nope"}\x1e'],
  ['a stream invocation with a huge id', `{"type":4,"invocationId":"${'9'.repeat(90_000)}","target":"x"}\x1e`],
  ['__proto__ keys', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}},"type":6}\x1e'],
  ['deep nesting', `${nested(40_000)}\x1e`],
  ['many messages in one frame', '{"type":6}\x1e'.repeat(5_000)],
  ['separators only', '\x1e\x1e\x1e\x1e'],
  ['an unterminated message over the buffer limit', 'x'.repeat(99_000)],
  ['a frame over the payload limit', 'y'.repeat(150_000)],
  ['lone surrogates and NUL', '{"type":1,"target":"\ud800\u0000","invocationId":"\udfff"}\x1e'],
  ['a binary frame', Buffer.from([0x00, 0xff, 0x1e, 0x7b])],
  ['a binary frame holding JSON null', Buffer.from('null\x1e')],
];

async function send(frame: string | Buffer, afterHandshake: boolean): Promise<void> {
  const client = afterHandshake ? await connectHub(t.base) : await openHub(t.base);
  client.ws.on('error', () => undefined);
  client.ws.send(frame, { binary: Buffer.isBuffer(frame) });
  // Either the server closes the socket or it ignores the frame and answers the next one; both are fine, a crash is not.
  if ((await roundTrip(client)) === 'open') client.ws.close();
  await client.closed;
}

/** HTTP answers, and a fresh client completes a handshake and receives a push (a player's one when `withPlayer`). */
async function stillServing(withPlayer = false): Promise<void> {
  const r = await fetch(`${t.base}/api/cms/domainstatus`);
  expect(r.status).toBe(200);
  const player = withPlayer ? await registerPlayer(t.app) : null;
  const client = await connectHub(t.base, player?.token);
  const payload = { cmd: 'Notification', message: 'still here' };
  await (player ? t.app.hub.notifyPlayer(player.id, payload) : t.app.hub.broadcast(payload));
  await until(() => pushes(client.frames).length === 1);
  expect(pushes(client.frames)).toEqual([{ cmd: 'Notification', message: 'still here' }]);
  client.ws.close();
  await client.closed;
}

describe('hub: hostile frames never crash the process', () => {
  it.each(HOSTILE)('%s before the handshake', async (_name, frame) => {
    await send(frame, false);
    await stillServing();
  });

  it.each(HOSTILE)('%s after the handshake', async (_name, frame) => {
    await send(frame, true);
    await stillServing();
  });

  it('a malformed frame closes with a SignalR close message carrying an error', async () => {
    const client = await connectHub(t.base);
    client.ws.send('null\x1e');
    await client.closed;
    expect(client.frames.at(-1)).toMatch(/^\{"type":7,"error":"[^"]+"/);
  });

  it('a handshake of the wrong shape is answered with a handshake error, then closed', async () => {
    const client = await openHub(t.base);
    client.ws.send('[]\x1e');
    await client.closed;
    expect(client.frames[0].endsWith('\x1e')).toBe(true);
    expect(JSON.parse(client.frames[0].slice(0, -1))).toEqual({ error: 'Invalid message: not a JSON object.' });
  });

  it('an invocation of an unknown target gets an error completion and the socket stays open', async () => {
    const client = await connectHub(t.base);
    client.ws.send('{"type":1,"invocationId":"5","target":"DropTables","arguments":[null]}\x1e');
    await until(() => client.frames.some((f) => f.includes('"type":3')));
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    client.ws.close();
    await client.closed;
  });

  it('a hundred hostile clients at once leave the hub counting zero connections and serving', async () => {
    await Promise.all(HOSTILE.flatMap(([, frame]) => [send(frame, false), send(frame, true)]));
    await until(() => t.app.hub.connectionCount() === 0);
    await stillServing(true);
  });
});
