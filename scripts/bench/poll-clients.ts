/**
 * Balance poller worker (child process of load-part.ts): gets {url, tokens, seconds, periodMs} over IPC and plays one
 * player per token, each calling GET <url> with its own bearer token every periodMs ± 10 % (the site's balance poll,
 * first call at a random instant of the first period so the players do not arrive together) for `seconds`; a tick
 * while that player's previous call still waits is skipped, as the site's query does. Keep-alive
 * connections shared by the worker's players (at most MAX_SOCKETS open). A reply counts as good when it is 2xx with
 * an envelope of success:true; anything else is counted by status ('timeout' after 10 s, 'socket' for connection
 * errors, 'envelope' for a 2xx without success). Reports {type:'done', requests, skipped, good, latencies (ms, good replies),
 * failures, cpuMs (this process's CPU during the window)} once the last reply of the window is in.
 */
import { Agent, request } from 'node:http';

const MAX_SOCKETS = 256;
const TIMEOUT_MS = 10_000;
const JITTER = 0.1;

interface Start {
  url: string;
  tokens: string[];
  seconds: number;
  periodMs: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });

process.once('message', (message: Start) => {
  void run(message);
});

async function run({ url, tokens, seconds, periodMs }: Start): Promise<void> {
  const target = new URL(url);
  const cpuAtStart = process.cpuUsage();
  const endAt = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let requests = 0;
  let skipped = 0;
  let inFlight = 0;
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const fail = (reason: string): void => {
    failures[reason] = (failures[reason] ?? 0) + 1;
  };

  /**
   * One player: a timer every periodMs ± JITTER from the previous tick, as the site's query refetches on an interval;
   * a tick that finds the previous call still waiting sends nothing (the query does not send a second one), counted
   * as skipped — so a slow server keeps the offered rate and shows up as latency, timeouts and skips.
   */
  const player = (token: string): void => {
    let waiting = false;
    const tick = (): void => {
      if (performance.now() >= endAt) {
        if (inFlight === 0) finish();
        return;
      }
      setTimeout(tick, periodMs * (1 - JITTER + Math.random() * 2 * JITTER));
      if (waiting) {
        skipped += 1;
        return;
      }
      waiting = true;
      send(token, () => {
        waiting = false;
      });
    };
    setTimeout(tick, Math.random() * periodMs);
  };

  const send = (token: string, done: () => void): void => {
    requests += 1;
    inFlight += 1;
    const started = performance.now();
    let settled = false;
    const settle = (outcome: string | null): void => {
      if (settled) return;
      settled = true;
      inFlight -= 1;
      done();
      if (outcome === null) latencies.push(performance.now() - started);
      else fail(outcome);
      if (performance.now() >= endAt && inFlight === 0) finish();
    };
    const req = request(
      { agent, host: target.hostname, port: target.port, path: target.pathname, method: 'GET', headers: { authorization: `Bearer ${token}` }, timeout: TIMEOUT_MS },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status < 200 || status > 299) settle(String(status));
          else settle(Buffer.concat(chunks).toString('utf8').includes('"success":true') ? null : 'envelope');
        });
        res.on('error', () => settle('socket'));
      },
    );
    req.on('timeout', () => {
      settle('timeout');
      req.destroy();
    });
    req.on('error', () => settle('socket'));
    req.end();
  };

  for (const token of tokens) player(token);
  await finished;
  const { user, system } = process.cpuUsage(cpuAtStart);
  agent.destroy();
  // Exit only once the report has left: process.send is asynchronous.
  process.send?.({ type: 'done', requests, skipped, good: latencies.length, latencies, failures, cpuMs: (user + system) / 1000 }, () => process.exit(0));
}
