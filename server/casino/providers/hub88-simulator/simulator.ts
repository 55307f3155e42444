import { randomInt, randomUUID } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { HUB88_WALLET_PREFIX, kurusToUnits, UNITS_PER_KURUS } from '@server/casino/providers/hub88/protocol';
import type { Hub88Call, Hub88Reply, Hub88Status } from '@server/casino/providers/hub88/protocol';
import { newKeyPair, privateKeyOf, publicKeyOf, SIGNATURE_HEADER, signBody, verifyBody } from '@server/casino/providers/hub88/signature';
import { GAME_URL_PATH } from '@server/casino/providers/hub88/hub88';
import type { Hub88Connection, Hub88GameUrlRequest } from '@server/casino/providers/hub88/hub88';
import { istanbulDate } from '@contracts/domain/istanbul-time';
import { simulatorPage, SIMULATOR_SCRIPT, SIMULATOR_STAKES_KURUS } from './page';

/** One transaction as the simulator believes it: booked when the platform answered RS_OK. */
export interface BookEntry {
  id: string;
  /** Kuruş; a rollback's is its bet's when that bet was booked, else 0 (the platform had nothing to give back). */
  amountKurus: number;
  /** Istanbul day of the RS_OK reply, YYYY-MM-DD (the reconciliation report's day). */
  day: string;
}

/** The simulator's book of one player's round (the platform's round: a round id shared at a live table is one per player). */
export interface BookRound {
  user: string;
  round: string;
  bets: BookEntry[];
  wins: BookEntry[];
  rollbacks: BookEntry[];
}

/** The book summed per Istanbul day, in the reconciliation report's terms (server/casino/reconciliation.ts). */
export interface BookDay {
  day: string;
  rounds: number;
  bets: { count: number; kurus: number };
  wins: { count: number; kurus: number };
  rollbacks: { count: number; kurus: number };
}

/**
 * What a chaos spin does besides the plain bet and win (docs/providers.md "Simulator"), in this order, one per spin:
 * retry (the bet is given up after a client timeout while the platform is still booking it, and the same request is
 * sent again), duplicate (the win sent twice at once),
 * winFirst (the win sent before the bet's reply; re-sent as a new request once the bet is booked), rollbackFirst (the
 * rollback sent before its bet), rollbackPaid (the bet rolled back after its win was paid), badSignature (a bet signed
 * with another key first) and unknownToken (a bet with a token the platform never gave first).
 */
export const CHAOS_STEPS = ['plain', 'retry', 'duplicate', 'winFirst', 'rollbackFirst', 'rollbackPaid', 'badSignature', 'unknownToken'] as const;
export type ChaosStep = (typeof CHAOS_STEPS)[number];

/** A game opened through the game-URL call. */
interface SimSession {
  user: string;
  token: string;
  gameCode: string;
  lang: 'tr' | 'en';
}

/**
 * A retried bet (chaos step retry): its request_uuid and transaction_uuid, the first request's reply text (null when
 * the client gave it up before it came) and the retry's reply text.
 */
export interface RetriedBet {
  requestUuid: string;
  transactionUuid: string;
  first: string | null;
  retry: string;
}

/** How long the retry step waits for the first bet's reply before giving it up, ms: short, so the platform is usually still booking it. */
const RETRY_CLIENT_TIMEOUT_MS = 5;

/** What a spin told the player. */
export interface SpinOutcome {
  status: Hub88Status;
  stakeKurus: number;
  winKurus: number;
  /** The balance of the last wallet reply, kuruş; null when the platform gave none. */
  balanceKurus: number | null;
  step: ChaosStep;
}

export interface SimulatorOptions {
  /** The platform's base URL (its wallet API is at /provider/hub88/*). */
  platformUrl: string;
  /** Chaos mode: each spin plays the next of CHAOS_STEPS. */
  chaos?: boolean;
  /** A whole number in [0, max): the win draw (tests pass a fixed one). */
  random?: (max: number) => number;
  /**
   * Where players reach the game pages: the simulator's own URL (default), or a path of the site that forwards to it
   * (demo mode: '/demo/hub88', so the game frame is same-origin and the site's CSP stays the production one).
   */
  publicBase?: string;
  /**
   * The client timeout of the retry step's first bet: called as that bet is sent, the bet is given up (its request
   * aborted) when the promise resolves, unless its reply came first. Default: RETRY_CLIENT_TIMEOUT_MS of real time.
   * Tests pass a promise that resolves once the platform is inside that bet's booking, so the retry is always sent
   * while the first is in flight.
   */
  retryTimeout?: () => Promise<void>;
  /** Listen address (default 127.0.0.1) and port (default any free one). */
  host?: string;
  port?: number;
}

const today = () => istanbulDate(new Date());

/**
 * The Hub88 simulator (docs/providers.md "Simulator"): a Fastify instance of its own, with its own key pair, that plays
 * the aggregator. It answers the Games API's game-URL call (checking the operator's signature), serves the game page at
 * the URL it gives, and on each spin calls the platform's wallet API over HTTP with signed requests — never the
 * database. It keeps its own book of what the platform confirmed, per round, for reconciliation.
 */
export class Hub88Simulator {
  private readonly keys = newKeyPair();
  private readonly privateKey = privateKeyOf(this.keys.privateKey, 'simulator key');
  private readonly wrongKey = privateKeyOf(newKeyPair().privateKey, 'wrong key');
  private operatorKey: KeyObject | null = null;
  private readonly sessions = new Map<string, SimSession>();
  private readonly rounds = new Map<string, BookRound>();
  private spins = 0;
  private readonly retries: RetriedBet[] = [];
  private readonly random: (max: number) => number;
  /** Base URL of the simulator, e.g. http://127.0.0.1:41234. */
  url = '';

  private constructor(
    private readonly app: FastifyInstance,
    private readonly options: SimulatorOptions,
  ) {
    this.random = options.random ?? ((max) => randomInt(max));
  }

  /** Starts a simulator listening on options.host/port. */
  static async start(options: SimulatorOptions): Promise<Hub88Simulator> {
    const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
    const simulator = new Hub88Simulator(app, options);
    simulator.routes();
    await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
    const address = app.server.address();
    simulator.url = `http://${options.host ?? '127.0.0.1'}:${typeof address === 'object' && address ? address.port : 0}`;
    return simulator;
  }

  /** Connects the platform's Hub88 adapter to this simulator (demo and test mode) and learns the operator's key. */
  attach(connection: Hub88Connection): void {
    this.operatorKey = publicKeyOf(connection.connect(this.url, this.keys.publicKey), 'operator key');
  }

  async close(): Promise<void> {
    await this.app.close();
  }

  /** The bets the retry step sent twice, in order. */
  retried(): RetriedBet[] {
    return [...this.retries];
  }

  /** The book, per player's round. */
  book(): BookRound[] {
    return [...this.rounds.values()];
  }

  /** The book per Istanbul day: rounds with any confirmed transaction, and the confirmed bets, wins and rollbacks. */
  bookDays(): BookDay[] {
    const days = new Map<string, BookDay & { roundIds: Set<string> }>();
    const day = (d: string) => {
      let entry = days.get(d);
      if (!entry) {
        entry = { day: d, rounds: 0, roundIds: new Set(), bets: { count: 0, kurus: 0 }, wins: { count: 0, kurus: 0 }, rollbacks: { count: 0, kurus: 0 } };
        days.set(d, entry);
      }
      return entry;
    };
    for (const round of this.rounds.values()) {
      for (const [kind, entries] of [['bets', round.bets], ['wins', round.wins], ['rollbacks', round.rollbacks]] as const) {
        for (const e of entries) {
          const d = day(e.day);
          d.roundIds.add(`${round.user}:${round.round}`);
          d[kind].count += 1;
          d[kind].kurus += e.amountKurus;
        }
      }
    }
    return [...days.values()].map(({ roundIds, ...d }) => ({ ...d, rounds: roundIds.size })).sort((a, b) => a.day.localeCompare(b.day));
  }

  /**
   * Plays one round of `sessionId` with `stakeKurus` (one of SIMULATOR_STAKES_KURUS): a bet, then a win (0 or more,
   * closing the round), with the chaos step of this spin in chaos mode. Errors: Error for an unknown session.
   */
  async spin(sessionId: string, stakeKurus: number): Promise<SpinOutcome> {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error('unknown simulator session');
    const step: ChaosStep = this.options.chaos ? CHAOS_STEPS[this.spins % CHAOS_STEPS.length] : 'plain';
    this.spins += 1;
    const round = randomUUID();
    const base = { user: session.user, token: session.token, game_code: session.gameCode, round };
    const bet = { ...base, request_uuid: randomUUID(), transaction_uuid: randomUUID(), round_closed: false, amount: kurusToUnits(stakeKurus), currency: 'TRY' };
    const winKurus = this.draw(stakeKurus);
    const win = () => ({
      ...base, request_uuid: randomUUID(), transaction_uuid: winId, reference_transaction_uuid: bet.transaction_uuid, round_closed: true,
      amount: kurusToUnits(winKurus), currency: 'TRY',
    });
    const winId = randomUUID();
    const rollback = () => ({ ...base, request_uuid: randomUUID(), transaction_uuid: randomUUID(), reference_transaction_uuid: bet.transaction_uuid, round_closed: true });
    const outcome = (reply: Hub88Reply, won = 0): SpinOutcome => ({
      status: reply.status, stakeKurus, winKurus: won, balanceKurus: reply.balance === undefined ? null : reply.balance / UNITS_PER_KURUS, step,
    });

    if (step === 'badSignature') {
      const refused = await this.call('transaction/bet', { ...bet, request_uuid: randomUUID() }, 'wrong');
      if (refused.status !== 'RS_ERROR_INVALID_SIGNATURE') throw new Error(`a wrongly signed bet was answered ${refused.status}`);
    }
    if (step === 'unknownToken') {
      const refused = await this.call('transaction/bet', { ...bet, request_uuid: randomUUID(), transaction_uuid: randomUUID(), token: randomUUID() });
      if (refused.status !== 'RS_ERROR_INVALID_TOKEN') throw new Error(`a bet with an unknown token was answered ${refused.status}`);
    }
    if (step === 'rollbackFirst') {
      const undone = await this.call('transaction/rollback', rollback());
      if (undone.status === 'RS_OK') this.note(session.user, round, 'rollbacks', 0);
      const late = await this.call('transaction/bet', bet);
      if (late.status !== 'RS_ERROR_TRANSACTION_ROLLED_BACK') throw new Error(`a bet after its rollback was answered ${late.status}`);
      return outcome(late);
    }
    if (step === 'winFirst') {
      const early = win();
      const [placed, first] = await Promise.all([this.call('transaction/bet', bet), this.call('transaction/win', early)]);
      if (placed.status !== 'RS_OK') return outcome(placed);
      this.note(session.user, round, 'bets', stakeKurus, bet.transaction_uuid);
      // The win that came before its bet was refused (TRANSACTION_DOES_NOT_EXIST): sent again as a new request.
      const paid = first.status === 'RS_OK' ? first : await this.call('transaction/win', win());
      if (paid.status === 'RS_OK') this.note(session.user, round, 'wins', winKurus, winId);
      return outcome(paid, winKurus);
    }

    const placed = step === 'retry' ? await this.betWithRetry(bet) : await this.call('transaction/bet', bet);
    if (placed.status !== 'RS_OK') return outcome(placed);
    this.note(session.user, round, 'bets', stakeKurus, bet.transaction_uuid);
    const request = win();
    let paid: Hub88Reply;
    if (step === 'duplicate') {
      const [a, b] = await Promise.all([this.call('transaction/win', request), this.call('transaction/win', request)]);
      if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error('a duplicated win was answered twice differently');
      paid = a;
    } else {
      paid = await this.call('transaction/win', request);
    }
    if (paid.status === 'RS_OK') this.note(session.user, round, 'wins', winKurus, winId);
    if (step === 'rollbackPaid') {
      const undone = await this.call('transaction/rollback', rollback());
      if (undone.status === 'RS_OK') this.note(session.user, round, 'rollbacks', stakeKurus);
      return outcome(undone, winKurus);
    }
    return outcome(paid, winKurus);
  }

  /**
   * The retry step's bet, as an aggregator sends it after a timeout: the first request is given up when the client
   * timeout passes before its reply (the platform may be booking it), then the same request (same request_uuid) is
   * sent again, and the platform answers it with the first one's reply. When the first reply did come, both must be
   * the same text. Errors: Error when the two replies differ.
   */
  private async betWithRetry(bet: Record<string, unknown> & { request_uuid: string; transaction_uuid: string }): Promise<Hub88Reply> {
    const abort = new AbortController();
    const timeout = this.options.retryTimeout?.() ?? new Promise<void>((resolve) => setTimeout(resolve, RETRY_CLIENT_TIMEOUT_MS));
    const first = this.send('transaction/bet', bet, 'right', abort.signal).then(
      ({ text }) => text,
      () => null,
    );
    const early = await Promise.race([first, timeout.then(() => undefined)]);
    if (early === undefined) abort.abort();
    const firstText = early ?? (await first);
    const { reply, text } = await this.send('transaction/bet', bet);
    this.retries.push({ requestUuid: bet.request_uuid, transactionUuid: bet.transaction_uuid, first: firstText, retry: text });
    if (firstText !== null && firstText !== text) throw new Error('a retried bet was answered twice differently');
    return reply;
  }

  /** The win of a stake: 1 in 3 spins pays, mostly twice the stake, 1 in 12 five times (whole kuruş). */
  private draw(stakeKurus: number): number {
    const r = this.random(12);
    if (r === 0) return stakeKurus * 5;
    if (r < 4) return stakeKurus * 2;
    return 0;
  }

  private note(user: string, round: string, kind: 'bets' | 'wins' | 'rollbacks', amountKurus: number, id: string = randomUUID()): void {
    const key = `${user}:${round}`;
    let entry = this.rounds.get(key);
    if (!entry) {
      entry = { user, round, bets: [], wins: [], rollbacks: [] };
      this.rounds.set(key, entry);
    }
    entry[kind].push({ id, amountKurus, day: today() });
  }

  /** One signed wallet call; a reply whose operator signature does not hold is treated as RS_ERROR_INVALID_SIGNATURE. */
  private async call(call: Hub88Call, body: Record<string, unknown>, signature: 'right' | 'wrong' = 'right'): Promise<Hub88Reply> {
    return (await this.send(call, body, signature)).reply;
  }

  /** `call` with the reply's exact text; `signal` gives the request up. Errors: the fetch's, an AbortError once given up. */
  private async send(call: Hub88Call, body: Record<string, unknown>, signature: 'right' | 'wrong' = 'right', signal?: AbortSignal): Promise<{ reply: Hub88Reply; text: string }> {
    const text = JSON.stringify(body);
    const response = await fetch(`${this.options.platformUrl}${HUB88_WALLET_PREFIX}${call}`, {
      method: 'POST', body: text, signal,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(text, signature === 'wrong' ? this.wrongKey : this.privateKey) },
    });
    const answer = await response.text();
    if (!this.operatorKey || !verifyBody(answer, response.headers.get(SIGNATURE_HEADER) ?? undefined, this.operatorKey)) {
      return { reply: { status: 'RS_ERROR_INVALID_SIGNATURE' }, text: answer };
    }
    return { reply: JSON.parse(answer) as Hub88Reply, text: answer };
  }

  private routes(): void {
    const app = this.app;
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    // The Games API's game-URL call, signed by the operator.
    app.post(GAME_URL_PATH, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[SIGNATURE_HEADER];
      if (!this.operatorKey || !verifyBody(raw, typeof signature === 'string' ? signature : undefined, this.operatorKey)) {
        return reply.code(401).send({ error: 'Request signature is invalid' });
      }
      const body = JSON.parse(raw) as Hub88GameUrlRequest;
      const id = randomUUID();
      this.sessions.set(id, { user: body.user, token: body.token, gameCode: body.game_code, lang: body.lang === 'en' ? 'en' : 'tr' });
      return { url: `${this.options.publicBase ?? this.url}/game/${id}` };
    });
    app.get<{ Params: { id: string } }>('/game/:id', async (request, reply) => {
      const session = this.sessions.get(request.params.id);
      if (!session) return reply.code(404).type('text/plain').send('Unknown game session');
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(simulatorPage(session.lang, session.gameCode));
    });
    app.get('/game/game.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(SIMULATOR_SCRIPT));
    app.post<{ Params: { id: string } }>('/game/:id/spin', async (request, reply) => {
      let stake = 0;
      try {
        stake = Number((JSON.parse(String(request.body)) as { stake?: unknown }).stake);
      } catch {
        stake = 0;
      }
      if (!SIMULATOR_STAKES_KURUS.includes(stake)) return reply.code(400).send({ error: 'stake' });
      if (!this.sessions.has(request.params.id)) return reply.code(404).send({ error: 'session' });
      return this.spin(request.params.id, stake);
    });
  }
}
