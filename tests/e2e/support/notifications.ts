import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { listeningPort } from '@server/test/server-processes';
import { isPhone, loginThroughDialog, registerByApi } from './session';

/** Creates and pushes a notification to `username` through the test-mode endpoint POST api/test/notify. */
export async function pushNotification(
  request: APIRequestContext,
  username: string,
  notification: { type: 1 | 2 | 3 | 4 | 5; title: string; note: string },
  baseURL?: string,
): Promise<{ id: number }> {
  const response = await request.post(`${baseURL ?? ''}/api/test/notify`, { data: { username, ...notification } });
  const body = (await response.json()) as { success: boolean; message: string; data: { id: number } };
  expect(body.success, body.message).toBe(true);
  return body.data;
}

/** The visible notification bell: the header's on desktop, the bottom bar's on phone. Its name carries the unread count. */
export function bell(page: Page): Locator {
  return page.getByRole('button', { name: /^(Notifications|Alerts)(, \d+ unread)?$/ }).filter({ visible: true });
}

/**
 * The visible bell's accessible name with `unread` unread notifications ('some': any count above 0): "Notifications"
 * on desktop (header.notifications), and on phone the bottom bar's visible word "Alerts" (bottomBar.notifications),
 * since a name starts with the visible label (WCAG 2.5.3, docs/accessibility.md).
 */
export function bellName(page: Page, unread: number | 'some' = 0): string | RegExp {
  const word = isPhone(page) ? 'Alerts' : 'Notifications';
  if (unread === 'some') return new RegExp(`^${word}, [1-9]\\d* unread$`);
  return unread > 0 ? `${word}, ${unread} unread` : word;
}

/** The visible connection-state dot next to the bell (data-state: Connected, Reconnecting, ...). */
export function connectionDot(page: Page): Locator {
  return page.getByTestId('connection-dot').filter({ visible: true });
}

export interface OwnServer {
  /** Known once the first start() resolved: the port the OS gave it then, kept by every restart. */
  readonly port: number;
  /** http://127.0.0.1:<port>; read it after the first start(). */
  readonly baseURL: string;
  /** The metrics listener's address (`host:port`), when started with `METRICS_PORT` (e.g. '0': any free port). */
  readonly metricsAddress: string;
  /** Starts (or restarts) the server process and waits until it answers. */
  start(): Promise<void>;
  /** Ends the process with `signal` (SIGKILL: no goodbye to the sockets) and waits for it to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Kills the process if running and deletes the data folder. */
  dispose(): Promise<void>;
}

/**
 * A platform server of the test's own (not the shared webServer), with its data in a temporary folder, so the players
 * and sessions survive a restart. The first start takes any free port (PORT=0, named by the listening line: a port
 * asked of the OS first could be taken before the bind); a restart binds the same port again, so the page's
 * connections come back to it. Serves E2E_DIST_DIR when set, like the shared server; `extraEnv` adds settings (e.g.
 * `{ SEED_GAMES: '5000' }`). It is up once it printed its listening line and, when asked for, the Hub88 simulator's
 * and the metrics listener's lines (server/index.ts).
 */
export function ownServer(extraEnv: Record<string, string> = {}): OwnServer {
  const dataDir = mkdtempSync(join(tmpdir(), 'notify-e2e-'));
  let port = 0;
  let metricsAddress: string | null = null;
  let child: ChildProcess | null = null;
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SERVER_MODE: 'test',
    // No operator listener: its default port, PORT + 1, may be taken by anything on the machine, and a journey on its
    // own server calls no operator route (docs/operators.md "The operator listener").
    OPERATOR_PORT: 'off',
    ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
    ...extraEnv,
  };
  const simulator = ['on', 'chaos'].includes(extraEnv.HUB88_SIMULATOR ?? '');
  const metrics = extraEnv.METRICS_PORT !== undefined;
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
    child = null;
  };
  return {
    get port() {
      if (port === 0) throw new Error('ownServer: the port is known once start() resolved');
      return port;
    },
    get baseURL() {
      return `http://127.0.0.1:${this.port}`;
    },
    get metricsAddress() {
      if (metricsAddress === null) throw new Error('ownServer: no metrics listener (METRICS_PORT) or not started yet');
      return metricsAddress;
    },
    start() {
      // node with the tsx loader (not the npx/tsx wrappers, which fork a child a kill would not reach).
      const running = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
      child = running;
      let output = '';
      // No deadline of its own: a seeded start on a loaded runner took over a minute, and the caller's timeout bounds
      // the wait; an exit first rejects with what the server printed.
      return new Promise<void>((resolve, reject) => {
        let ready = false;
        const onOutput = (chunk: Buffer) => {
          // Once it is up, its output (a log line per request) is still read, so the pipe never fills, but not kept.
          if (ready) return;
          output += chunk.toString();
          const listening = listeningPort(output);
          const metricsLine = /Metrics on http:\/\/([^/\s]+)\/metrics/.exec(output);
          if (listening !== null && (!simulator || output.includes('Hub88 simulator at')) && (!metrics || metricsLine)) {
            ready = true;
            port = listening;
            metricsAddress = metricsLine?.[1] ?? null;
            resolve();
          }
        };
        running.stdout.on('data', onOutput);
        running.stderr.on('data', onOutput);
        running.once('exit', (code) => reject(new Error(`own server exited with ${code}: ${output}`)));
      });
    },
    kill,
    async dispose() {
      await kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a journey on its own server gets: the server, an API context aimed at it, and a player logged in on `page`. */
export interface OwnServerSession {
  server: OwnServer;
  api: APIRequestContext;
  player: { username: string; password: string };
}

/**
 * Runs `journey` against a server of its own (ownServer: the journey may kill and restart it) with a registered
 * player logged in through the dialog and the hub connected; disposes of the server and API context afterwards.
 * `extraEnv` as for ownServer.
 */
export async function withOwnServerSession(
  page: Page,
  playwright: PlaywrightWorkerArgs['playwright'],
  journey: (session: OwnServerSession) => Promise<void>,
  extraEnv: Record<string, string> = {},
): Promise<void> {
  const server = ownServer(extraEnv);
  let api: APIRequestContext | null = null;
  try {
    await server.start();
    api = await playwright.request.newContext({ baseURL: server.baseURL });
    const player = await registerByApi(api);
    await page.goto(`${server.baseURL}/`);
    await loginThroughDialog(page, player.username, player.password);
    await expect(connectionDot(page)).toHaveAttribute('data-state', 'Connected');
    await journey({ server, api, player });
  } finally {
    await api?.dispose();
    await server.dispose();
  }
}
