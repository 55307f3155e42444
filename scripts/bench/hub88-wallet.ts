/**
 * `npx tsx scripts/bench/hub88-wallet.ts [seconds]` (PGlite), `bash scripts/with-postgres.sh npx tsx scripts/bench/hub88-wallet.ts`
 * (PostgreSQL): Hub88 wallet calls per second for bet + win pairs, signed, over HTTP against the real app in test mode
 * (20 players, 20 concurrent loops, each a bet then its win), with the p50 and p99 of one pair; beside it the same
 * loops of two GETs against a bare Fastify hello-world in this process (docs/providers.md "Benchmark"). A benchmark, not a
 * test: the figures depend on the machine.
 */
import Fastify from 'fastify';
import { createTestApp, listenLocal } from '@server/test/test-app';
import { withoutGameCycle } from '@server/test/protection-profiles';
import { hub88Bodies, hub88Player } from '@server/test/hub88-helpers';
import { HUB88_WALLET_PREFIX } from '@server/casino/providers/hub88/protocol';
import { newKeyPair, privateKeyOf, SIGNATURE_HEADER, signBody } from '@server/casino/providers/hub88/signature';

const SECONDS = Number(process.argv[2] ?? 10);
const LOOPS = 20;

/** Runs `pair` in LOOPS concurrent loops for SECONDS; pairs per second and the p50 / p99 of one pair, ms. */
async function measure(pair: (loop: number) => Promise<void>): Promise<{ perSecond: number; p50: number; p99: number }> {
  const times: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: LOOPS }, async (_, loop) => {
      while (performance.now() < end) {
        const start = performance.now();
        await pair(loop);
        times.push(performance.now() - start);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
  return { perSecond: Math.round(times.length / SECONDS), p50: at(0.5), p99: at(0.99) };
}

const hello = Fastify({ logger: false });
hello.get('/', async () => ({ hello: 'world' }));
await hello.listen({ port: 0, host: '127.0.0.1' });
const helloUrl = `http://127.0.0.1:${(hello.server.address() as { port: number }).port}/`;
const baseline = await measure(async () => {
  await (await fetch(helloUrl)).text();
  await (await fetch(helloUrl)).text();
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
const wallet = await measure(async (loop) => {
  const bodies = hub88Bodies(players[loop]);
  const bet = bodies.bet(100_000);
  await send('transaction/bet', bet);
  await send('transaction/win', bodies.win(bet, 50_000));
});
await t.close();

console.log(`database: ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${SECONDS} s, ${LOOPS} concurrent loops`);
console.table({
  'hello-world (2 GETs)': { 'pairs/s': baseline.perSecond, 'p50 ms': baseline.p50, 'p99 ms': baseline.p99 },
  'Hub88 bet + win': { 'pairs/s': wallet.perSecond, 'p50 ms': wallet.p50, 'p99 ms': wallet.p99 },
});
