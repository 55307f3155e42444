import type { KeyObject } from 'node:crypto';
import type { ServerMode } from '@server/app-types';
import type { Db } from '@server/db/db';
import { ApiFailure } from '@server/http/envelope';
import type { GameLaunchService } from '@server/casino/game-launch';
import type { FunLaunchInput, GameProvider, LaunchInput, LaunchResult } from '@server/casino/providers/game-provider';
import { hub88AccountOf } from './account';
import { HUB88 } from './protocol';
import { newKeyPair, privateKeyOf, publicKeyOf, SIGNATURE_HEADER, signBody } from './signature';
import type { Hub88WalletKeys } from './wallet-api';

/**
 * The settings of a real Hub88 account (docs/providers.md "Settings"), from the environment, never committed:
 * HUB88_API_URL (the Games API base URL Hub88 gives), HUB88_OPERATOR_ID, HUB88_PUBLIC_KEY (Hub88's public key, PEM:
 * checks its wallet calls) and HUB88_PRIVATE_KEY (the operator's private key, PEM: signs the game-URL call and the
 * wallet replies; its public half is what the operator gives Hub88).
 */
export interface Hub88Settings {
  apiUrl: string;
  operatorId: number;
  hub88PublicKey: string;
  operatorPrivateKey: string;
}

const SETTING_NAMES = ['HUB88_API_URL', 'HUB88_OPERATOR_ID', 'HUB88_PUBLIC_KEY', 'HUB88_PRIVATE_KEY'] as const;

/**
 * The Hub88 settings of `env`: undefined when none is set; all four when any is (a missing one, a bad URL, operator id
 * or key throws naming the variable). PEM text may be given with literal "\n" for its line breaks.
 */
export function readHub88Settings(env: NodeJS.ProcessEnv): Hub88Settings | undefined {
  const given = SETTING_NAMES.filter((name) => (env[name] ?? '').trim() !== '');
  if (given.length === 0) return undefined;
  const missing = SETTING_NAMES.filter((name) => !given.includes(name));
  if (missing.length > 0) throw new Error(`${missing.join(', ')}: the Hub88 adapter needs all of ${SETTING_NAMES.join(', ')} (docs/providers.md "Settings")`);
  const pem = (name: string) => (env[name] ?? '').replace(/\\n/g, '\n').trim();
  const apiUrl = (env.HUB88_API_URL ?? '').trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/.test(apiUrl)) throw new Error(`HUB88_API_URL: '${apiUrl}' is not an http(s) URL`);
  const operatorId = Number(env.HUB88_OPERATOR_ID);
  if (!Number.isSafeInteger(operatorId) || operatorId <= 0) throw new Error(`HUB88_OPERATOR_ID: '${env.HUB88_OPERATOR_ID}' is not a positive whole number`);
  const settings = { apiUrl, operatorId, hub88PublicKey: pem('HUB88_PUBLIC_KEY'), operatorPrivateKey: pem('HUB88_PRIVATE_KEY') };
  publicKeyOf(settings.hub88PublicKey, 'HUB88_PUBLIC_KEY');
  privateKeyOf(settings.operatorPrivateKey, 'HUB88_PRIVATE_KEY');
  return settings;
}

/** Longest wait for the Games API's game URL, ms (Hub88Connection.gameUrlTimeoutMs). */
const GAME_URL_TIMEOUT_MS = 10_000;

/** Where the connection's Games API is and what it is to sign and check with. */
interface Connected {
  apiUrl: string;
  operatorId: number;
  hub88Public: KeyObject;
  operatorPrivate: KeyObject;
}

/**
 * The platform's side of the Hub88 integration: the account's settings and keys. Production connects from the
 * HUB88_* settings only (readHub88Settings refuses an incomplete set; without any, the adapter is not started: the
 * wallet API answers RS_ERROR_INVALID_PARTNER and the launch kind stays the demo one, which production does not
 * serve). Demo and test mode make their own operator key pair at start and connect when a simulator attaches
 * (server/casino/providers/hub88-simulator/, `connect`); until then the Hub88 launch kind keeps the demo slot.
 */
export class Hub88Connection {
  private connected: Connected | null = null;
  /** Client timeout of the game-URL call, ms (tests shorten it). */
  gameUrlTimeoutMs = GAME_URL_TIMEOUT_MS;
  /** Demo and test mode's own operator key pair, made when a simulator first connects (RSA key generation is slow). */
  private ownKeys: { publicKey: string; privateKey: KeyObject } | null = null;

  constructor(
    private readonly mode: ServerMode,
    settings: Hub88Settings | undefined,
  ) {
    if (!settings) return;
    this.connected = {
      apiUrl: settings.apiUrl, operatorId: settings.operatorId, hub88Public: publicKeyOf(settings.hub88PublicKey, 'HUB88_PUBLIC_KEY'),
      operatorPrivate: privateKeyOf(settings.operatorPrivateKey, 'HUB88_PRIVATE_KEY'),
    };
  }

  /** Whether the Hub88 adapter runs: always in demo and test mode; in production only with its settings. */
  get configured(): boolean {
    return this.connected !== null || this.mode !== 'production';
  }

  /**
   * Demo and test mode: use the Games API at `apiUrl` whose wallet calls `hub88PublicKey` (PEM) signs (a simulator);
   * returns the operator's public key (PEM), with which the simulator checks the replies and the game-URL calls.
   * Errors: Error in production, which connects only from its settings and never makes keys of its own.
   */
  connect(apiUrl: string, hub88PublicKey: string, operatorId = 1): string {
    if (this.mode === 'production') throw new Error(`Hub88 adapter: production connects only from ${SETTING_NAMES.join(', ')} (docs/providers.md "Settings")`);
    if (!this.ownKeys) {
      const pair = newKeyPair();
      this.ownKeys = { publicKey: pair.publicKey, privateKey: privateKeyOf(pair.privateKey, 'operator key') };
    }
    this.connected = { apiUrl: apiUrl.replace(/\/+$/, ''), operatorId, hub88Public: publicKeyOf(hub88PublicKey, 'simulator key'), operatorPrivate: this.ownKeys.privateKey };
    return this.ownKeys.publicKey;
  }

  /** Forgets the simulator (its app closed): the Hub88 kind goes back to the demo slot. */
  disconnect(): void {
    this.connected = null;
  }

  /** The wallet API's keys; null while not connected (the API then answers RS_ERROR_INVALID_PARTNER). */
  walletKeys(): Hub88WalletKeys | null {
    return this.connected ? { hub88Public: this.connected.hub88Public, operatorPrivate: this.connected.operatorPrivate } : null;
  }

  /** The Games API connection, or null. */
  gamesApi(): Connected | null {
    return this.connected;
  }
}

/** The Games API's game-URL call (docs/providers.md "Launch"). */
export const GAME_URL_PATH = '/operator/generic/v2/game/url';

/** The language sent when the site's is not a two-letter code: the site's default (tr). */
const DEFAULT_LANG = 'tr';

/**
 * Body of the game-URL call, as the platform sends it (Hub88 Operator API "Get a Game URL"; docs/providers.md
 * "Launch"): the player's id, his game session token, the game, the layout, his language (ISO 639-1), the lobby link on
 * the brand's origin, his wallet's currency and his country, the operator id and his IP address.
 */
export interface Hub88GameUrlRequest {
  user: string;
  token: string;
  game_code: string;
  platform: 'GPL_DESKTOP' | 'GPL_MOBILE';
  lang: string;
  lobby_url: string;
  currency: string;
  country: string;
  operator_id: number;
  ip?: string;
  meta: Record<string, never>;
}

/**
 * casino/hub88launchurl (docs/product.md §7): opens a game session (its token is the wallet calls' token), asks the
 * Games API for the game URL with a signed request and returns it. While not connected (demo or test mode without a
 * simulator) the demo slot answers. Errors: the launch refusals of GameLaunchService.open; 400
 * casino.providerUnavailable when the Games API gives no usable URL (an error status, no reply within
 * Hub88Connection.gameUrlTimeoutMs, a body that is not JSON or has no http(s) or site-relative `url`), after ending the
 * game session it opened, so the token that went to Hub88 cannot bet.
 */
export class Hub88GameProvider implements GameProvider {
  readonly kind = HUB88;

  constructor(
    private readonly connection: Hub88Connection,
    private readonly launches: GameLaunchService,
    private readonly demo: GameProvider,
    private readonly db: Db,
  ) {}

  async launch(input: LaunchInput): Promise<LaunchResult> {
    const api = this.connection.gamesApi();
    if (!api) return this.demo.launch(input);
    const account = await hub88AccountOf(this.db, input.player.playerId);
    if (!account) throw new Error(`Hub88 launch: player ${input.player.playerId} has no wallet`);
    const token = await this.launches.open(input.player, input.game.gameCode, HUB88);
    const lang = /^[a-z]{2}(?![a-z])/i.exec(input.language ?? '')?.[0].toLowerCase() ?? DEFAULT_LANG;
    const body: Hub88GameUrlRequest = {
      user: String(input.player.playerId), token, game_code: input.game.gameCode, platform: input.isMobile ? 'GPL_MOBILE' : 'GPL_DESKTOP',
      lang, lobby_url: input.lobbyUrl ?? '', currency: account.currency, country: account.country, operator_id: api.operatorId,
      ...(input.ip ? { ip: input.ip } : {}), meta: {},
    };
    const url = await this.gameUrl(api, JSON.stringify(body));
    if (url === null) {
      await this.launches.end(token);
      throw new ApiFailure(400, 'casino.providerUnavailable');
    }
    return { url };
  }

  launchFun(input: FunLaunchInput): Promise<LaunchResult> {
    return this.demo.launchFun(input);
  }

  /** The game URL of the signed call with body `text`; null for any failure (never throws). */
  private async gameUrl(api: Connected, text: string): Promise<string | null> {
    try {
      const reply = await fetch(`${api.apiUrl}${GAME_URL_PATH}`, {
        method: 'POST', body: text, signal: AbortSignal.timeout(this.connection.gameUrlTimeoutMs),
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(text, api.operatorPrivate) },
      });
      if (!reply.ok) return null;
      const url = ((await reply.json()) as { url?: unknown } | null)?.url;
      return typeof url === 'string' && /^(https?:\/\/|\/(?!\/))/.test(url) ? url : null;
    } catch {
      return null;
    }
  }
}
