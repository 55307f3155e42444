/**
 * `npm run bench -- --only hub88 [--db pglite,postgres] [--duration S]`, or one database alone:
 * `npx tsx scripts/bench/hub88-wallet.ts [seconds]` (PGlite in memory) and
 * `bash scripts/with-postgres.sh npx tsx scripts/bench/hub88-wallet.ts [seconds]` (PostgreSQL: the throw-away cluster's
 * TEST_DATABASE_URL, as every server test and bench part on PostgreSQL takes it). Hub88 wallet calls over HTTP against
 * the real app in test mode: 20 players, 20 concurrent loops, each a signed bet then its win (two wallet calls).
 * Prints wallet calls per second and bet+win pairs per second, with the p50 and p99 of one call and of one pair,
 * beside the same loops of two GETs against a bare Fastify hello-world in this process (docs/providers.md
 * "Benchmark"). A benchmark, not a test: the figures depend on the machine. Exits 1 when a call is not RS_OK.
 */
import { spawnSync } from 'node:child_process';
import Fastify from 'fastify';
import { createTestApp, listenLocal } from '@server/test/test-app';
import { withoutGameCycle } from '@server/test/protection-profiles';
import { hub88Bodies, hub88Player } from '@server/test/hub88-helpers';
import { HUB88_WALLET_PREFIX } from '@server/casino/providers/hub88/protocol';
import { newKeyPair, privateKeyOf, SIGNATURE_HEADER, signBody } from '@server/casino/providers/hub88/signature';
import type { BenchDb } from './options';
import { ROOT } from './processes';

const LOOPS = 20;

/** One measured target: per second and the p50 / p99 in ms, per call and per pair of calls. */
interface Figures {
  callsPerSecond: number;
  pairsPerSecond: number;
  callP50: number;
  callP99: number;
  pairP50: number;
  pairP99: number;
}

/** The `q` quantile of sorted times, ms to one decimal. */
const quantile = (sorted: number[], q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;

/**
 * Runs `pair` in LOOPS concurrent loops for `seconds`; `pair` times each of its two calls with `timed`. Returns calls
 * and pairs per second and their p50 / p99.
 */
async function measure(seconds: number, pair: (loop: number, timed: <T>(call: () => Promise<T>) => Promise<T>) => Promise<void>): Promise<Figures> {
  const calls: number[] = [];
  const pairs: number[] = [];
  const timed = async <T>(call: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await call();
    calls.push(performance.now() - start);
    return result;
  };
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: LOOPS }, async (_, loop) => {
      while (performance.now() < end) {
        const start = performance.now();
        await pair(loop, timed);
        pairs.push(performance.now() - start);
      }
    }),
  );
  calls.sort((a, b) => a - b);
  pairs.sort((a, b) => a - b);
  return {
    callsPerSecond: Math.round(calls.length / seconds), pairsPerSecond: Math.round(pairs.length / seconds),
    callP50: quantile(calls, 0.5), callP99: quantile(calls, 0.99), pairP50: quantile(pairs, 0.5), pairP99: quantile(pairs, 0.99),
  };
}

/** The hello-world and the Hub88 wallet figures on this process's database (TEST_DATABASE_URL, else PGlite). */
async function run(seconds: number): Promise<void> {
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const helloUrl = `http://127.0.0.1:${(hello.server.address() as { port: number }).port}/`;
  const get = async () => (await fetch(helloUrl)).text();
  const baseline = await measure(seconds, async (_loop, timed) => {
    await timed(get);
    await timed(get);
  });
  await hello.close();

  const t = await createTestApp({ compliance: withoutGameCycle() });
  const { base } = await listenLocal(t.app);
  const keys = newKeyPair();
  t.app.casino.hub88.connect('http://127.0.0.1:9', keys.publicKey);
  const key = privateKeyOf(keys.privateKey, 'bench key');
  const players = await Promise.all(Array.from({ length: LOOPS }, () => hub88Player(t.app, t.db, 100_000_000)));
  const send = async (call: string, body: unknown) => {
    const text = JSON.stringify(body);
    const reply = await fetch(`${base}${HUB88_WALLET_PREFIX}${call}`, {
      method: 'POST', body: text, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(text, key) },
    });
    const answer = (await reply.json()) as { status: string };
    if (answer.status !== 'RS_OK') throw new Error(`${call}: ${answer.status}`);
  };
  const wallet = await measure(seconds, async (loop, timed) => {
    const bodies = hub88Bodies(players[loop]);
    const bet = bodies.bet(100_000);
    await timed(() => send('transaction/bet', bet));
    await timed(() => send('transaction/win', bodies.win(bet, 50_000)));
  });
  await t.close();

  const row = (f: Figures) => ({
    'calls/s': f.callsPerSecond, 'call p50 ms': f.callP50, 'call p99 ms': f.callP99, 'pairs/s': f.pairsPerSecond, 'pair p50 ms': f.pairP50, 'pair p99 ms': f.pairP99,
  });
  console.log(`database: ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${seconds} s per target, ${LOOPS} concurrent loops`);
  console.table({ 'hello-world, GET (2 per pair)': row(baseline), 'Hub88 wallet, bet + win': row(wallet) });
}

/**
 * The Hub88 wallet part of `npm run bench` on `db`: this file in a child process (under scripts/with-postgres.sh for
 * PostgreSQL), `seconds` per target; it prints its own table. Returns whether it ran to the end.
 */
export function measureHub88Wallet(db: BenchDb, seconds: number): boolean {
  const command = ['node', '--import', 'tsx', 'scripts/bench/hub88-wallet.ts', String(seconds)];
  const child = db === 'postgres' ? spawnSync('bash', ['scripts/with-postgres.sh', ...command], { cwd: ROOT, stdio: 'inherit' }) : spawnSync(command[0], command.slice(1), { cwd: ROOT, stdio: 'inherit' });
  return child.status === 0;
}

if (process.argv[1]?.endsWith('hub88-wallet.ts')) {
  const seconds = Number(process.argv[2] ?? 10);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    console.error(`hub88-wallet: seconds must be a positive number, got ${process.argv[2]}`);
    process.exit(2);
  }
  await run(seconds);
  process.exit(0);
}
