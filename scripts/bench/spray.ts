/**
 * The spray part of `npm run bench -- --only spray` (docs/security.md "Password spraying"): a real server
 * (SERVER_MODE=production, so the production rate limits and challenge; PGlite in memory; TRUST_PROXY=true, so each
 * client's X-Forwarded-For is its address) seeded with 500 accounts, then
 *   1. 2,000 logins with one password from ONE address over the 500 accounts, while normal players log in from other
 *      addresses: how many the per-IP limit refused and from which attempt, and the players' login latency;
 *   2. a spray from many addresses (each under the per-IP limit) until the site-wide breaker trips: after how many
 *      failures the challenge appears, and that a player who solves it (altcha-lib's solver) logs in.
 * A figure, not a test: latency depends on the machine (target: a player's p99 under 1 s).
 */
import { randomBytes } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { startPlatform } from './processes';

export interface SprayResult {
  accounts: number;
  attempts: number;
  /** Replies to the one-address spray by HTTP status. */
  statuses: Record<string, number>;
  /** The 1-based attempt of the first 429, or null. */
  firstRefusedAt: number | null;
  /** Normal players' logins during the spray (another address each): count, failures, p50/p99/max ms. */
  player: LatencyFigures;
  /** The same players' logins before the spray, on the same machine: what the machine gives without a spray. */
  baseline: LatencyFigures;
  /** Whether the breaker tripped in phase 2, after how many failed logins, and whether a solved challenge logged in. */
  breaker: { tripped: boolean; failuresBeforeChallenge: number | null; solveMs: number | null; solvedLogin: number | null };
}

interface LatencyFigures {
  logins: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

const figures = (latencies: number[], failed: number): LatencyFigures => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    logins: sorted.length,
    failed,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(sorted.at(-1) ?? 0),
  };
};

const ACCOUNTS = 500;
const ATTEMPTS = 2_000;
const SPRAYER = '203.0.113.66';
const PASSWORD = 'player-pass1';

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

/** Runs `tasks` with at most `width` at once. */
async function pool<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < count) {
      const i = next++;
      out[i] = await task(i);
    }
  }));
  return out;
}

export async function measureSpray(port: number): Promise<SprayResult> {
  const base = `http://127.0.0.1:${port}`;
  // Production refuses to start without SECRETS_KEY (docs/security.md "Two-step sign-in"): a throw-away one.
  const secretsKey = randomBytes(32).toString('base64');
  const server = await startPlatform(port, { env: { SERVER_MODE: 'production', TRUST_PROXY: 'true', SECRETS_KEY: secretsKey } });
  const post = async (path: string, body: unknown, ip: string) => {
    const r = await fetch(`${base}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'x-locale': 'en' },
      body: JSON.stringify(body),
    });
    return { status: r.status, body: (await r.json()) as { data: unknown } };
  };
  try {
    console.log(`bench: spray: registering ${ACCOUNTS} accounts…`);
    const stamp = Date.now().toString(36);
    const names = await pool(ACCOUNTS, 4, async (i) => {
      const username = `spray${stamp}${i}`.slice(0, 30);
      // One registering address per 10 accounts (the register limit is per IP).
      const r = await post('auth/register', {
        name: 'Ayşe Nur', surname: 'Yılmaz', username, email: `${username}@example.com`, phone: '905321234567', country: 1,
        currencyId: 1, trialBonus: 0, password: PASSWORD, password2: PASSWORD, isFast: true,
      }, `10.1.${Math.floor(i / 10) % 250}.${(i % 10) + 1}`);
      if (r.status !== 200) throw new Error(`register ${i}: ${r.status} ${JSON.stringify(r.body)}`);
      return username;
    });

    // Normal players: one of the accounts each time, from an address of its own (no limit of theirs is reached).
    let playerIp = 0;
    const playerLogin = async (latencies: number[]): Promise<boolean> => {
      const n = playerIp++;
      const started = performance.now();
      const r = await post('auth/login', { username: names[n % ACCOUNTS], password: PASSWORD }, `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`);
      if (r.status === 200) latencies.push(performance.now() - started);
      return r.status === 200;
    };
    const quiet: number[] = [];
    let quietFailed = 0;
    for (let i = 0; i < 100; i++) if (!(await playerLogin(quiet))) quietFailed += 1;

    const latencies: number[] = [];
    let failed = 0;
    let spraying = true;
    const players = (async () => {
      while (spraying || latencies.length + failed < 100) if (!(await playerLogin(latencies))) failed += 1;
    })();

    console.log(`bench: spray: ${ATTEMPTS} logins from one address over ${ACCOUNTS} accounts…`);
    const statuses: Record<string, number> = {};
    let firstRefusedAt: number | null = null;
    await pool(ATTEMPTS, 16, async (i) => {
      const r = await post('auth/login', { username: names[i % ACCOUNTS], password: '123456' }, SPRAYER);
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      if (r.status === 429 && (firstRefusedAt === null || i + 1 < firstRefusedAt)) firstRefusedAt = i + 1;
    });
    spraying = false;
    await players;

    console.log('bench: spray: many addresses until the breaker trips…');
    let failures = 0;
    let challenge: Challenge | null = null;
    for (let ip = 0; ip < 200 && !challenge; ip++) {
      // 25 tries per address: under the per-IP limit (30 per 10 minutes).
      const replies = await pool(25, 4, (k) => post('auth/login', { username: names[(ip * 25 + k) % ACCOUNTS], password: '123456' }, `100.64.${ip}.1`));
      for (const r of replies) {
        const data = r.body.data as { challenge?: Challenge } | null;
        if (data?.challenge) challenge ??= data.challenge;
        else if (r.status === 400) failures += 1;
      }
    }
    let solveMs: number | null = null;
    let solvedLogin: number | null = null;
    if (challenge) {
      const started = performance.now();
      const solution = await solveChallenge({ challenge, deriveKey });
      solveMs = Math.round(performance.now() - started);
      if (solution) {
        const altcha = Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
        solvedLogin = (await post('auth/login', { username: names[7], password: PASSWORD, altcha }, '192.0.2.200')).status;
      }
    }
    return {
      accounts: ACCOUNTS,
      attempts: ATTEMPTS,
      statuses,
      firstRefusedAt,
      player: figures(latencies, failed),
      baseline: figures(quiet, quietFailed),
      breaker: { tripped: challenge !== null, failuresBeforeChallenge: challenge ? failures : null, solveMs, solvedLogin },
    };
  } finally {
    await server.stop();
  }
}

/** The spray figures as printed lines. */
export function renderSpray(r: SprayResult): string {
  const target = r.player.p99 < 1000 ? 'ok' : 'FAIL';
  return [
    'Password spray (production limits, PGlite, one server process)',
    `  ${r.attempts} logins from one address over ${r.accounts} accounts: ${Object.entries(r.statuses).map(([s, n]) => `${n} × ${s}`).join(', ')}`,
    `  refused by the per-IP limit from attempt ${r.firstRefusedAt ?? 'never'}`,
    `  normal players before the spray (${r.baseline.logins} logins, ${r.baseline.failed} refused): p50 ${r.baseline.p50} ms, p99 ${r.baseline.p99} ms, max ${r.baseline.max} ms`,
    `  normal players during the spray (${r.player.logins} logins, ${r.player.failed} refused): p50 ${r.player.p50} ms, p99 ${r.player.p99} ms, max ${r.player.max} ms (target p99 < 1000 ms: ${target})`,
    `  many-address spray: breaker ${r.breaker.tripped ? `tripped, challenge asked after ${r.breaker.failuresBeforeChallenge} failed logins` : 'did not trip'}`,
    `  solved challenge: ${r.breaker.solveMs ?? '-'} ms on one Node thread, then login ${r.breaker.solvedLogin ?? '-'}`,
  ].join('\n');
}
