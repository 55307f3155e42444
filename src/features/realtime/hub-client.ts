import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import type { HubConnection } from '@microsoft/signalr';
import { realtimeHubTicket } from '@contracts/api/realtime/hub-ticket';
import { api } from '@site/lib/api-client';
import { parseNotifyMessage, type NotifyMessage } from './notify-message';
import { KEEP_ALIVE_MS, RECONNECT_DELAYS_MS, SERVER_TIMEOUT_MS, SERVER_TIMEOUT_TEXT } from './constants';
import { browserReviveEnvironment, watchForRevival, type ReviveEnvironment } from './revive';
import type { ConnectionState } from './state';

export interface HubCallbacks {
  /** Server pushes (origin 'server') and the client's own 'error' / 'disconnect' / 'reconnected' events ('client'). */
  onMessage(message: NotifyMessage, origin: 'server' | 'client'): void;
  onState(state: ConnectionState): void;
  /**
   * The docs/product.md §9 schedule is exhausted (reconnect attempts, or every retry of the first start). The connection keeps
   * trying in the background (revive.ts) and reports 'Connected' when it is back.
   */
  onLost(): void;
}

/** The part of @microsoft/signalr's HubConnection the client uses (a fake in unit tests). */
export type HubConnectionLike = Pick<HubConnection, 'on' | 'onreconnecting' | 'onreconnected' | 'onclose' | 'start' | 'stop' | 'connectionId'>;

/** What connectHub is built from; the defaults are the real SignalR connection and the browser. */
/** What the hub URL's access_token is fetched with before each connect: a single-use hub ticket (fetchHubTicket). */
export type AccessTokenFactory = () => string | Promise<string>;

export interface HubDependencies {
  build: (url: string, accessToken: AccessTokenFactory) => HubConnectionLike;
  revive: ReviveEnvironment;
}

export interface HubHandle {
  /** Stops the connection (logout); no 'disconnect' event is raised for a stop we asked for. */
  stop(): Promise<void>;
}

/**
 * A fresh single-use hub ticket for the stored session (POST user/hubticket; docs/realtime.md "Hub tickets"). The
 * SignalR client's accessTokenFactory calls it before every connect and reconnect, so the hub URL carries a 60 s
 * one-time ticket and never the login token. A 401 logs the player out (api client), as any call's does.
 */
export async function fetchHubTicket(): Promise<string> {
  return (await api(realtimeHubTicket, {})).ticket;
}

/** Absolute hub url: `./hub/frnotify` resolved against the document's base, with `x-fingerprint` in the query (docs/product.md §7). */
export function hubUrl(fingerprint: string, baseUri: string = document.baseURI): string {
  const url = new URL('hub/frnotify', baseUri);
  url.searchParams.set('x-fingerprint', fingerprint);
  return url.toString();
}

/** Builds the connection exactly as docs/product.md §7/§9 says: skip negotiation, WebSockets only, timeouts and reconnect delays. */
export function buildHubConnection(url: string, accessToken: AccessTokenFactory): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(url, { skipNegotiation: true, transport: HttpTransportType.WebSockets, accessTokenFactory: accessToken })
    .withAutomaticReconnect([...RECONNECT_DELAYS_MS])
    .withServerTimeout(SERVER_TIMEOUT_MS)
    .withKeepAliveInterval(KEEP_ALIVE_MS)
    .configureLogging(LogLevel.None)
    .build();
}

/**
 * Starts the real-time connection (docs/product.md §4: after login) and reports everything through `callbacks`:
 * states, NotifyMessage pushes, and client events as NotifyMessages — cmd 'reconnected' (message
 * 'Connection ID: ...', or '' when the server gave none), cmd 'disconnect' (the close error's text, e.g. docs/product.md §8's
 * timeout text) and cmd 'error' (a start failure). A first start that fails is retried after 2, 10 and 30 s. Once
 * the spec schedule is spent it keeps trying quietly (tab shown, browser online, every 60 s: revive.ts) and reports
 * 'Connected' and a 'reconnected' event when the server is back.
 * Loaded on demand: the SignalR client is not part of the home page's first chunk (docs/architecture.md: heavy code).
 */
export function connectHub(
  url: string,
  accessToken: AccessTokenFactory,
  callbacks: HubCallbacks,
  deps: HubDependencies = { build: buildHubConnection, revive: browserReviveEnvironment() },
): HubHandle {
  const connection = deps.build(url, accessToken);
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Stops the background retries (set while lost). */
  let stopRevival: (() => void) | null = null;
  let reviving = false;

  /** After the spec schedule: one quiet attempt (no 'Connecting' flicker of the offline banner); success reports Connected. */
  const revive = async (): Promise<void> => {
    if (stopped || reviving) return;
    reviving = true;
    try {
      await connection.start();
      if (stopped) return;
      stopRevival?.();
      stopRevival = null;
      callbacks.onState('Connected');
      const id = connection.connectionId;
      callbacks.onMessage({ cmd: 'reconnected', message: id ? `Connection ID: ${id}` : '' }, 'client');
    } catch {
      // Still down: the next trigger tries again.
    } finally {
      reviving = false;
    }
  };
  const lost = () => {
    callbacks.onLost();
    stopRevival ??= watchForRevival(() => void revive(), deps.revive);
  };

  connection.on('NotifyMessage', (payload: unknown) => {
    const message = parseNotifyMessage(payload);
    if (message) callbacks.onMessage(message, 'server');
  });
  connection.onreconnecting((error) => {
    callbacks.onState('Reconnecting');
    // The docs/product.md §8 timeout closes the socket and starts reconnecting; the player learns why.
    if (error?.message === SERVER_TIMEOUT_TEXT) callbacks.onMessage({ cmd: 'error', message: SERVER_TIMEOUT_TEXT }, 'client');
  });
  connection.onreconnected((connectionId) => {
    callbacks.onState('Connected');
    callbacks.onMessage({ cmd: 'reconnected', message: connectionId ? `Connection ID: ${connectionId}` : '' }, 'client');
  });
  connection.onclose((error) => {
    // A stop we asked for reports its own states; a failed quiet retry is not news.
    if (stopped || reviving) return;
    callbacks.onState('Disconnected');
    callbacks.onMessage({ cmd: 'disconnect', message: error?.message ?? '' }, 'client');
    lost();
  });

  const start = async (attempt: number): Promise<void> => {
    if (stopped) return;
    callbacks.onState('Connecting');
    try {
      await connection.start();
      if (!stopped) callbacks.onState('Connected');
    } catch (error) {
      if (stopped) return;
      const delay = RECONNECT_DELAYS_MS[attempt + 1];
      if (delay === undefined) {
        callbacks.onState('Disconnected');
        callbacks.onMessage({ cmd: 'error', message: error instanceof Error ? error.message : String(error) }, 'client');
        lost();
        return;
      }
      // Still 'Connecting' to the player while the next attempt waits: nothing is wrong on their side yet.
      retryTimer = setTimeout(() => void start(attempt + 1), delay);
    }
  };
  void start(0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      stopRevival?.();
      callbacks.onState('Disconnecting');
      await connection.stop().catch(() => undefined);
      callbacks.onState('Disconnected');
    },
  };
}
