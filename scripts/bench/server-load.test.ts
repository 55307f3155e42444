import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discardBodies } from './server-load';

describe('discardBodies', () => {
  const body = randomBytes(4096);
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length });
      response.end(body);
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  /** 200 requests over 4 connections; the bodies autocannon handed to onResponse, and its figures. */
  async function run(setupClient?: (client: autocannon.Client) => void) {
    const bodies: string[] = [];
    const result = await autocannon({
      url, connections: 4, amount: 200, setupClient,
      requests: [{ onResponse: (_status: number, received: string) => void bodies.push(received) }] as never,
    });
    return { bodies, result };
  }

  it('keeps autocannon from collecting reply bodies, and its figures intact', async () => {
    const collected = await run();
    // Without it, every body is decoded into a string (the work the bench removes).
    expect(collected.bodies.every((received) => received.length > 0)).toBe(true);
    const discarded = await run(discardBodies);
    expect(discarded.bodies).toHaveLength(200);
    expect(discarded.bodies.every((received) => received === '')).toBe(true);
    expect(discarded.result['2xx']).toBe(200);
    expect(discarded.result.non2xx + discarded.result.errors).toBe(0);
    // Byte counts come from the socket, not from the kept body.
    expect(discarded.result.throughput.total).toBeGreaterThanOrEqual(200 * body.length);
  });

  it('refuses a client without the queue it replaces, rather than measure with bodies kept', () => {
    expect(() => discardBodies({} as autocannon.Client)).toThrow(/internals changed/);
  });
});
