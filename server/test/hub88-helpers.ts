import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/db';
import { HUB88_WALLET_PREFIX } from '@server/casino/providers/hub88/protocol';
import type { Hub88Call, Hub88Reply } from '@server/casino/providers/hub88/protocol';
import { newKeyPair, privateKeyOf, publicKeyOf, SIGNATURE_HEADER, signBody, verifyBody } from '@server/casino/providers/hub88/signature';
import { call, fastRegistration } from './test-app';

/** One wallet API reply: HTTP status, the exact body text, the parsed reply and whether the operator's signature holds. */
export interface Hub88TestReply {
  http: number;
  text: string;
  reply: Hub88Reply;
  signedByOperator: boolean;
}

/**
 * Plays Hub88 against an app in a server test: its own key pair (as Hub88's), connected to the app's Hub88 adapter,
 * and signed wallet calls through app.inject. `signature: 'none' | 'wrong'` sends none or another key's.
 */
export class Hub88TestClient {
  private readonly keys = newKeyPair();
  private readonly privateKey = privateKeyOf(this.keys.privateKey, 'test key');
  private readonly wrongKey = privateKeyOf(newKeyPair().privateKey, 'wrong key');
  private readonly operatorKey;

  constructor(private readonly app: FastifyInstance) {
    this.operatorKey = publicKeyOf(app.casino.hub88.connect('http://127.0.0.1:9', this.keys.publicKey), 'operator key');
  }

  /** Sends `body` (or the text `raw`) signed; `signed` signs that text instead (a body changed after signing). */
  async send(call: Hub88Call, body: unknown, options: { raw?: string; signature?: 'none' | 'wrong'; signed?: string } = {}): Promise<Hub88TestReply> {
    const text = options.raw ?? JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.signature !== 'none') headers[SIGNATURE_HEADER] = signBody(options.signed ?? text, options.signature === 'wrong' ? this.wrongKey : this.privateKey);
    const r = await this.app.inject({ method: 'POST', url: `${HUB88_WALLET_PREFIX}${call}`, headers, payload: text });
    const signature = r.headers[SIGNATURE_HEADER];
    return {
      http: r.statusCode, text: r.body, reply: JSON.parse(r.body) as Hub88Reply,
      signedByOperator: typeof signature === 'string' && verifyBody(r.body, signature, this.operatorKey),
    };
  }
}

/** A registered player with `kurus` of cash, a live login session and a Hub88 game session token for a Hub88 game. */
export async function hub88Player(app: FastifyInstance, db: Db, kurus: number): Promise<{ id: number; username: string; user: string; token: string; bearer: string; gameCode: string }> {
  const body = fastRegistration();
  const r = await call(app, 'POST', '/api/auth/register', { body });
  const bearer = (r.body.data as { token: string }).token;
  const [player] = await db.query<{ id: number }>('SELECT id FROM players WHERE username = $1', [body.username]);
  const [session] = await db.query<{ id: number }>('SELECT id FROM sessions WHERE player_id = $1 ORDER BY id DESC LIMIT 1', [player.id]);
  const [game] = await db.query<{ code: string }>(
    'SELECT g.code FROM games g JOIN game_providers p ON p.id = g.provider_id WHERE p.main_provider_id = 6 AND g.available ORDER BY g.code LIMIT 1',
  );
  if (kurus > 0) await app.wallet.credit(player.id, 'deposit', kurus, 'test');
  const token = await app.casino.launches.open({ playerId: player.id, sessionId: session.id }, game.code, 'hub88');
  return { id: player.id, username: String(body.username), user: String(player.id), token, bearer, gameCode: game.code };
}

/** Bodies of the wallet calls with fresh ids; `over` replaces or adds fields. Amounts in Hub88 units (1 kuruş = 1,000). */
export const hub88Bodies = (p: { user: string; token: string; gameCode: string }) => ({
  bet: (amount: number, over: Record<string, unknown> = {}) => ({
    request_uuid: randomUUID(), transaction_uuid: randomUUID(), user: p.user, token: p.token, game_code: p.gameCode, round: randomUUID(),
    round_closed: false, amount, currency: 'TRY', ...over,
  }),
  win: (bet: { transaction_uuid: string; round: string }, amount: number, over: Record<string, unknown> = {}) => ({
    request_uuid: randomUUID(), transaction_uuid: randomUUID(), reference_transaction_uuid: bet.transaction_uuid, user: p.user, token: p.token,
    game_code: p.gameCode, round: bet.round, round_closed: true, amount, currency: 'TRY', ...over,
  }),
  rollback: (bet: { transaction_uuid: string; round: string }, over: Record<string, unknown> = {}) => ({
    request_uuid: randomUUID(), transaction_uuid: randomUUID(), reference_transaction_uuid: bet.transaction_uuid, user: p.user, token: p.token,
    game_code: p.gameCode, round: bet.round, round_closed: true, ...over,
  }),
  user: (over: Record<string, unknown> = {}) => ({ request_uuid: randomUUID(), user: p.user, token: p.token, game_code: p.gameCode, ...over }),
});
