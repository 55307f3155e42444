import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { nextMessage } from './load-support';
import { spawnNode } from './processes';
import type { Child } from './processes';

type Done = { type: 'done'; requests: number; skipped: number; good: number; latencies: number[]; failures: Record<string, number>; cpuMs: number };

const open: { close(): void }[] = [];
afterEach(() => open.splice(0).forEach((s) => s.close()));

describe('balance poller worker of the load part', () => {
  it("polls once per period per token with that token, skips a tick while its previous call waits, and counts every reply that is not a 2xx success by its status", async () => {
    const calls: Record<string, number> = {};
    const server = createServer((req, res) => {
      const token = (req.headers.authorization ?? '').replace('Bearer ', '');
      calls[token] = (calls[token] ?? 0) + 1;
      if (token === 'limited') res.writeHead(429).end('{"success":false}');
      else if (token === 'slow') setTimeout(() => res.writeHead(200).end('{"success":true}'), 1000);
      else if (token === 'refused') res.writeHead(200).end('{"success":false,"message":"x"}');
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true,"data":{"balance":1}}');
    });
    open.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const worker: Child = spawnNode('scripts/bench/poll-clients.ts', {}, true);
    open.push({ close: () => void worker.stop() });
    const done = nextMessage(worker, (m): m is Done => m.type === 'done', 30_000);
    worker.proc.send({ url: `http://127.0.0.1:${port}/api/user/balance`, tokens: ['a', 'b', 'limited', 'refused', 'slow'], seconds: 2, periodMs: 400 });
    const report = await done;

    // 2 s at one call per 400 ms ± 10 % (first call within the first period): at most 6 calls per token, 4 on a quiet
    // machine (a slow reply delays the next call, so a loaded one may see fewer).
    for (const token of ['a', 'b', 'limited', 'refused']) {
      expect(calls[token]).toBeGreaterThanOrEqual(2);
      expect(calls[token]).toBeLessThanOrEqual(6);
    }
    // A reply slower than the period: the ticks in between send nothing (as the site's query) and are counted.
    expect(calls.slow).toBeLessThanOrEqual(2);
    expect(report.skipped).toBeGreaterThanOrEqual(2);
    expect(report.requests).toBe(Object.values(calls).reduce((a, b) => a + b, 0));
    expect(report.good).toBe(calls.a + calls.b + calls.slow);
    expect(report.latencies).toHaveLength(report.good);
    expect(report.failures).toEqual({ 429: calls.limited, envelope: calls.refused });
  }, 40_000);
});
