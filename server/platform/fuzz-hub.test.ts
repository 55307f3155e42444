import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '@server/app';
import type { Db } from '@server/db/db';
import { RS } from '@server/hub/signalr-protocol';
import { registerPlayer } from '@server/test/account-helpers';
import { FUZZ_RUNS, FUZZ_SEED } from '@server/test/fuzz-runner';
import { shortText } from '@server/test/fuzz-checks';
import { createTestDb, listenLocal } from '@server/test/test-app';

/**
 * The hub side of docs/input-hardening.md, as the fuzzer sees it: hostile WebSocket frames to /hub/frnotify,
 * before and after the SignalR handshake, anonymous and as a logged-in player. Every frame must end in a close or be ignored: no uncaught
 * error, and the server still answers HTTP afterwards. Fixed frames plus FUZZ_RUNS random JSON values (FUZZ_SEED).
 * Kept apart from fuzz.test.ts, which fuzzes the HTTP routes.
 */
let db: Db;
let app: FastifyInstance;
let port: number;
let token: string;

beforeAll(async () => {
  db = await createTestDb();
  app = await buildApp({ db, mode: 'test', distDir: '/nonexistent-dist' });
  port = (await listenLocal(app)).port;
  token = (await registerPlayer(app)).token;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;
const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

/** Frames a client may send: text (string) or binary (Buffer), with a label for the failure report. */
const FRAMES: { label: string; data: string | Buffer }[] = [
  { label: 'not JSON', data: `not json${RS}` },
  { label: 'null', data: `null${RS}` },
  { label: 'array', data: `[1,2]${RS}` },
  { label: 'number', data: `1e308${RS}` },
  { label: 'string', data: `"x"${RS}` },
  { label: 'empty object', data: `{}${RS}` },
  { label: 'wrong type', data: `{"type":"x"}${RS}` },
  { label: 'unknown type', data: `{"type":99}${RS}` },
  { label: 'unknown target', data: `{"type":1,"target":"Nope","arguments":[]}${RS}` },
  { label: 'invocation with id', data: `{"type":1,"invocationId":"1","target":"NotifyMessage","arguments":null}${RS}` },
  { label: 'stream invocation', data: `{"type":4,"invocationId":"1","target":"x","arguments":[1]}${RS}` },
  { label: 'cancel invocation', data: `{"type":5,"invocationId":null}${RS}` },
  { label: 'ping', data: `{"type":6}${RS}` },
  { label: 'close', data: `{"type":7,"error":null}${RS}` },
  { label: 'other protocol', data: `{"protocol":"messagepack","version":1}${RS}` },
  { label: 'other version', data: `{"protocol":"json","version":99}${RS}` },
  { label: 'separators only', data: `${RS}${RS}${RS}` },
  { label: 'no separator', data: '{"type":6}' },
  { label: 'NUL', data: `"\u0000"${RS}\u0000` },
  { label: 'lone surrogate', data: `"\ud800"${RS}` },
  { label: 'deep nesting', data: `${deep(5_000)}${RS}` },
  { label: 'huge under the limit', data: `"${'x'.repeat(99_000)}"${RS}` },
  { label: 'over the payload limit', data: 'x'.repeat(200_000) },
  { label: 'many messages', data: `{"type":6}${RS}`.repeat(2_000) },
  { label: 'binary garbage', data: Buffer.from([0xff, 0xfe, 0x00, 0x1e]) },
  { label: 'binary handshake', data: Buffer.from(HANDSHAKE) },
];

function randomFrames(): { label: string; data: string }[] {
  return fc.sample(fc.jsonValue(), { seed: FUZZ_SEED, numRuns: FUZZ_RUNS }).map((v, i) => ({ label: `random #${i}`, data: `${JSON.stringify(v)}${RS}` }));
}

/** Opens a socket, optionally shakes hands, sends `data`, and waits until the server has handled it (close or pong). */
async function send(data: string | Buffer, handshake: boolean, bearer: string | null): Promise<void> {
  // A Node client sends the login token in the Authorization header (the query's access_token is a hub ticket).
  const socket = new WebSocket(`ws://127.0.0.1:${port}/hub/frnotify`, bearer ? { headers: { authorization: `Bearer ${bearer}` } } : {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  if (handshake) {
    const reply = new Promise<void>((resolve) => socket.once('message', () => resolve()));
    socket.send(HANDSHAKE);
    await Promise.race([reply, closed]);
  }
  if (socket.readyState === WebSocket.OPEN) {
    socket.send(data);
    // The server reads a socket's frames in order and answers a WebSocket ping after handling what came before it:
    // the pong (or the close) says the frame has been dealt with, closed or ignored.
    const pong = new Promise<void>((resolve) => socket.once('pong', () => resolve()));
    socket.ping();
    await Promise.race([closed, pong]);
  }
  socket.terminate();
}

describe('hostile hub frames (docs/input-hardening.md)', () => {
  it('every frame is closed or ignored, the process keeps running and answering', async () => {
    const crashes: string[] = [];
    let current = '';
    const onError = (error: unknown) => crashes.push(`${current} -> ${(error as Error).message}`);
    process.on('uncaughtException', onError);
    try {
      for (const frame of [...FRAMES, ...randomFrames()]) {
        for (const handshake of [false, true]) {
          for (const bearer of [null, token]) {
            current = `${bearer ? 'player' : 'visitor'} ${handshake ? 'after' : 'before'} handshake [${frame.label}] seed=${FUZZ_SEED} frame=${shortText(frame.data)}`;
            await send(frame.data, handshake, bearer);
          }
        }
      }
    } finally {
      process.off('uncaughtException', onError);
    }
    expect(crashes, crashes.join('\n')).toEqual([]);
    const health = await fetch(`http://127.0.0.1:${port}/api/cms/languagelist`);
    expect(health.status).toBe(200);
  }, 120_000);
});
