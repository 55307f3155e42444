/** Helpers of the load part (load-part.ts): players and sessions through the real API, worker messages. */
import type { Child } from './processes';

/** Registrations in flight at once: each costs the server one argon2 hash (19 MiB). */
const REGISTER_IN_FLIGHT = 4;

async function post(url: string, body: unknown): Promise<unknown> {
  const reply = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-locale': 'en' }, body: JSON.stringify(body) });
  const envelope = (await reply.json()) as { success: boolean; message: string; data: unknown };
  if (!envelope.success) throw new Error(`bench: ${url} answered ${reply.status} ${envelope.message}`);
  return envelope.data;
}

/**
 * Registers `count` players through POST api/auth/register with the fast form (docs/product.md §3), usernames unique
 * to this run (a PostgreSQL database is reused by the bench's servers), and returns their usernames.
 */
export async function registerPlayers(base: string, count: number): Promise<string[]> {
  const run = Date.now().toString(36);
  const usernames = Array.from({ length: count }, (_, i) => `bench${run}p${i}`);
  let next = 0;
  const register = async (): Promise<void> => {
    while (next < usernames.length) {
      const username = usernames[next++];
      await post(`${base}/api/auth/register`, {
        name: 'Bench',
        surname: 'Oyuncu',
        username,
        email: `${username}@example.com`,
        phone: `90555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
        country: 1,
        currencyId: 1,
        trialBonus: 0,
        password: 'Secret123',
        password2: 'Secret123',
        isFast: true,
      });
    }
  };
  await Promise.all(Array.from({ length: REGISTER_IN_FLIGHT }, register));
  return usernames;
}

/** `count` live bearer tokens of `username` from POST api/test/sessions (test mode only; server/platform/test-routes/sessions.ts). */
export async function mintTokens(base: string, username: string, count: number): Promise<string[]> {
  const { tokens } = (await post(`${base}/api/test/sessions`, { username, count })) as { tokens: string[] };
  if (tokens.length !== count) throw new Error(`bench: api/test/sessions gave ${tokens.length} tokens of ${count}`);
  return tokens;
}

/** Next IPC message of `worker` that satisfies `accept`, or an error after `timeoutMs` (or when the worker exits first). */
export function nextMessage<T extends { type: string }>(worker: Child, accept: (m: { type: string }) => m is T, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const cleanup = (): void => {
      clearTimeout(timer);
      worker.proc.off('message', onMessage);
      worker.proc.off('exit', onExit);
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`bench: a client worker did not answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const onMessage = (message: { type: string }): void => {
      if (!accept(message)) return;
      cleanup();
      resolve(message);
    };
    const onExit = (code: number | null): void => {
      cleanup();
      reject(new Error(`bench: a client worker exited (code ${code}) before answering`));
    };
    worker.proc.on('message', onMessage);
    worker.proc.on('exit', onExit);
  });
}
