import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HubConnectionLike } from './hub-client';
import { connectHub } from './hub-client';
import { RECONNECT_DELAYS_MS } from './constants';
import type { ConnectionState } from './state';
import { REVIVE_INTERVAL_MS, type ReviveEnvironment } from './revive';
import { SESSION_ENDED_CLOSE } from '@contracts/domain/hub-close';

/** A fake SignalR connection: `up` decides whether start() succeeds; close() plays the server going away for good. */
function fakeConnection() {
  const handlers: { close?: (error?: Error) => void } = {};
  const fake = {
    up: false,
    starts: 0,
    connectionId: 'c-1' as string | null,
    on: vi.fn(),
    onreconnecting: vi.fn(),
    onreconnected: vi.fn(),
    onclose: vi.fn((cb: (error?: Error) => void) => {
      handlers.close = cb;
    }),
    start: vi.fn(async () => {
      fake.starts += 1;
      if (!fake.up) throw new Error('Failed to start the connection: WebSocket failed to connect.');
    }),
    stop: vi.fn(async () => undefined),
    /** The automatic reconnect schedule (docs/product.md §9) ran out: SignalR closes the connection. */
    giveUp: () => handlers.close?.(new Error('WebSocket closed with status code: 1006.')),
    /** The server closes the connection with an error text (SignalR's client prefixes it). */
    closedByServer: (text: string) => handlers.close?.(new Error(`Server returned an error on close: ${text}`)),
  };
  return fake;
}

/** A fake window/document: fire('online'), fire('visibilitychange') after setting `shown`. */
function fakeEnvironment() {
  const listeners = new Map<string, Set<() => void>>();
  const env = {
    shown: true,
    addEventListener: (type: string, l: () => void) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type))?.add(l),
    removeEventListener: (type: string, l: () => void) => void listeners.get(type)?.delete(l),
    visible: () => env.shown,
    fire: (type: string) => listeners.get(type)?.forEach((l) => l()),
    count: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  };
  return env;
}

function connect(connection: ReturnType<typeof fakeConnection>, env: ReviveEnvironment) {
  const states: ConnectionState[] = [];
  const events: string[] = [];
  let lost = 0;
  const handle = connectHub('ws://site/hub/frnotify', () => 'tok', {
    onState: (s) => states.push(s),
    onMessage: (m) => events.push(`${m.cmd}:${String(m.message)}`),
    onLost: () => (lost += 1),
  }, { build: () => connection as unknown as HubConnectionLike, revive: env });
  return { states, events, handle, lost: () => lost };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('real-time after a long outage (docs/realtime.md)', () => {
  it('keeps the spec schedule for a failed first start, then retries every 60 s, and comes back Connected', async () => {
    const connection = fakeConnection();
    const env = fakeEnvironment();
    const { states, events, lost } = connect(connection, env);
    // 0 s, then 2, 10 and 30 s (docs/product.md §9), then the player is told it is lost.
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS.slice(1).reduce<number>((a, b) => a + b, 0));
    expect(connection.starts).toBe(4);
    expect(lost()).toBe(1);
    expect(states.at(-1)).toBe('Disconnected');
    // Still down at the next 60 s tick: one quiet attempt, no state change (no banner flicker).
    await vi.advanceTimersByTimeAsync(REVIVE_INTERVAL_MS);
    expect(connection.starts).toBe(5);
    expect(states.at(-1)).toBe('Disconnected');
    connection.up = true;
    await vi.advanceTimersByTimeAsync(REVIVE_INTERVAL_MS);
    expect(connection.starts).toBe(6);
    expect(states.at(-1)).toBe('Connected');
    expect(events.at(-1)).toBe('reconnected:Connection ID: c-1');
    // Connected again: no more background attempts.
    expect(env.count()).toBe(0);
    await vi.advanceTimersByTimeAsync(3 * REVIVE_INTERVAL_MS);
    expect(connection.starts).toBe(6);
  });

  it('after the automatic reconnect gives up, tries at once when the tab is shown or the browser comes online', async () => {
    const connection = fakeConnection();
    connection.up = true;
    const env = fakeEnvironment();
    const { states, lost } = connect(connection, env);
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toBe('Connected');
    connection.up = false;
    connection.giveUp();
    expect(lost()).toBe(1);
    expect(states.at(-1)).toBe('Disconnected');
    const before = connection.starts;
    // A hidden tab does not poll; showing it tries at once.
    env.shown = false;
    await vi.advanceTimersByTimeAsync(REVIVE_INTERVAL_MS);
    expect(connection.starts).toBe(before);
    env.shown = true;
    env.fire('visibilitychange');
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.starts).toBe(before + 1);
    expect(states.at(-1)).toBe('Disconnected');
    connection.up = true;
    env.fire('online');
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.starts).toBe(before + 2);
    expect(states.at(-1)).toBe('Connected');
  });

  it('a connection the server closed waits for the tab, the network or the next tick, a session-ended close too', async () => {
    const connection = fakeConnection();
    connection.up = true;
    const env = fakeEnvironment();
    connect(connection, env);
    await vi.advanceTimersByTimeAsync(0);
    const before = connection.starts;
    connection.up = false;
    // A session ended by a time-out or exclusion must not log the other tabs out before the confirming tab has
    // written its in-force record (src/lib/in-force.ts); the next call's 401 or the storage event ends them.
    connection.closedByServer(SESSION_ENDED_CLOSE);
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.starts).toBe(before);
  });

  it('a stop (logout) ends the background retries', async () => {
    const connection = fakeConnection();
    const env = fakeEnvironment();
    const { handle } = connect(connection, env);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(env.count()).toBe(2);
    await handle.stop();
    expect(env.count()).toBe(0);
    const starts = connection.starts;
    await vi.advanceTimersByTimeAsync(5 * REVIVE_INTERVAL_MS);
    env.fire('online');
    expect(connection.starts).toBe(starts);
  });
});
