import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { freePort } from '@server/test/server-processes';
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
  port: number;
  baseURL: string;
  /** Starts (or restarts) the server process and waits until it answers. */
  start(): Promise<void>;
  /** Ends the process with `signal` (SIGKILL: no goodbye to the sockets) and waits for it to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Kills the process if running and deletes the data folder. */
  dispose(): Promise<void>;
}

/**
 * A platform server of the test's own (not the shared webServer), on a free port with its data in a temporary
 * folder, so the players and sessions survive a restart. Serves E2E_DIST_DIR when set, like the shared server;
 * `extraEnv` adds settings (e.g. `{ SEED_GAMES: '5000' }`).
 */
export async function ownServer(extraEnv: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'notify-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SERVER_MODE: 'test',
    // No operator listener: its default port, PORT + 1, may be taken by anything on the machine, and a journey on its
    // own server calls no operator route (docs/operators.md "The operator listener").
    OPERATOR_PORT: 'off',
    ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
    ...extraEnv,
  };
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
    child = null;
  };
  return {
    port,
    baseURL,
    async start() {
      // node with the tsx loader (not the npx/tsx wrappers, which fork a child a kill would not reach).
      child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      // A guard under the longest hook timeout (180 s, the 5,000-game lobby): a seeded start on a loaded runner took
      // over a minute; the caller's own timeout is the bound, this only names the server's output when it is hit.
      const deadline = Date.now() + 170_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`own server exited: ${stderr}`);
        const ok = await fetch(`${baseURL}/api/auth/form`).then((r) => r.ok, () => false);
        if (ok) return;
        if (Date.now() > deadline) throw new Error(`own server did not start: ${stderr}`);
        await new Promise((r) => setTimeout(r, 250));
      }
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
 */
export async function withOwnServerSession(
  page: Page,
  playwright: PlaywrightWorkerArgs['playwright'],
  journey: (session: OwnServerSession) => Promise<void>,
): Promise<void> {
  const server = await ownServer();
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  try {
    await server.start();
    const player = await registerByApi(api);
    await page.goto(`${server.baseURL}/`);
    await loginThroughDialog(page, player.username, player.password);
    await expect(connectionDot(page)).toHaveAttribute('data-state', 'Connected');
    await journey({ server, api, player });
  } finally {
    await api.dispose();
    await server.dispose();
  }
}
