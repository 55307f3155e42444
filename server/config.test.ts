import { describe, expect, it } from 'vitest';
import { readConfig, WORKERS_MAX } from './config';
import { buildGames, SEED_GAMES_MAX } from './db/seed-data/casino';

describe('SEED_GAMES (a lobby with thousands of games)', () => {
  it('is unset by default and read as a whole number of games', () => {
    expect(readConfig({}).seedGames).toBeUndefined();
    expect(readConfig({ SEED_GAMES: '' }).seedGames).toBeUndefined();
    expect(readConfig({ SEED_GAMES: '5000' }).seedGames).toBe(5000);
    expect(readConfig({ SEED_GAMES: ' 328 ' }).seedGames).toBe(328);
  });

  it.each(['lots', '5e3', '5000.5', '-5000', '0x10', '5,000'])('refuses %s with a message naming the variable', (value) => {
    expect(() => readConfig({ SEED_GAMES: value })).toThrow(/^SEED_GAMES: '.*' is not a whole number of games/);
  });

  it.each(['10', '327', String(SEED_GAMES_MAX + 1), '999999999999'])('refuses %s as out of range', (value) => {
    expect(() => readConfig({ SEED_GAMES: value })).toThrow(`SEED_GAMES: ${value} is out of range: from 328 (the demo catalogue) to 20000 games`);
  });

  it('grows the catalogue with unique slots and leaves the demo games as they are', () => {
    const base = buildGames();
    const grown = buildGames(5000);
    expect(grown).toHaveLength(5000);
    expect(grown.slice(0, base.length)).toEqual(base);
    expect(new Set(grown.map((g) => g.code)).size).toBe(5000);
    expect(new Set(grown.map((g) => g.name)).size).toBe(5000);
    expect(grown.slice(base.length).every((g) => g.kind === 'slot' && g.available && !g.isLive)).toBe(true);
    expect(buildGames(SEED_GAMES_MAX)).toHaveLength(SEED_GAMES_MAX);
    expect(new Set(buildGames(SEED_GAMES_MAX).map((g) => g.name)).size).toBe(SEED_GAMES_MAX);
  });
});

describe('WORKERS (N server processes on one port)', () => {
  const pg = { DATABASE_URL: 'postgres://casino:casino@127.0.0.1:5432/casino' };

  it('is one process when unset or empty, with or without DATABASE_URL (no cluster primary, PGlite allowed)', () => {
    expect(readConfig({}).workers).toBe(1);
    expect(readConfig({ WORKERS: '' }).workers).toBe(1);
    expect(readConfig({ WORKERS: '1' }).workers).toBe(1);
    expect(readConfig({ ...pg, WORKERS: ' 1 ' }).workers).toBe(1);
  });

  it('reads a whole number of processes, and auto as the number of CPUs up to the cap', () => {
    expect(readConfig({ ...pg, WORKERS: '4' }).workers).toBe(4);
    expect(readConfig({ ...pg, WORKERS: String(WORKERS_MAX) }).workers).toBe(WORKERS_MAX);
    expect(readConfig({ ...pg, WORKERS: 'auto' }, 2).workers).toBe(2);
    expect(readConfig({ ...pg, WORKERS: 'auto' }, 512).workers).toBe(WORKERS_MAX);
    expect(readConfig({ WORKERS: 'auto' }, 1).workers).toBe(1);
  });

  it.each(['abc', '-1', '2.5', '1e1', '0x2', 'AUTO', '4 workers'])('refuses %s with a message naming the variable', (value) => {
    expect(() => readConfig({ ...pg, WORKERS: value })).toThrow(/^WORKERS: '.*' is not a number of processes \(e\.g\. WORKERS=4/);
  });

  it.each(['0', '00', '65', '1000'])('refuses %s as out of range', (value) => {
    expect(() => readConfig({ ...pg, WORKERS: value })).toThrow(`WORKERS: ${value} is out of range: from 1 to ${WORKERS_MAX} processes`);
  });

  it('refuses more than one process on the embedded database, naming WORKERS and DATABASE_URL', () => {
    expect(() => readConfig({ WORKERS: '2' })).toThrow(
      'WORKERS=2 (2 processes) needs DATABASE_URL: the embedded database (DATA_DIR) is opened by one process only.',
    );
    expect(() => readConfig({ WORKERS: 'auto', DATA_DIR: ':memory:' }, 4)).toThrow(/^WORKERS=auto \(4 processes\) needs DATABASE_URL/);
    expect(() => readConfig({ WORKERS: '2', DATABASE_URL: '' })).toThrow(/needs DATABASE_URL/);
  });
});

describe('SSR_GUARD (the server render stays bounded)', () => {
  it('is on unless set to off, and off is refused in production mode', () => {
    expect(readConfig({}).ssrGuard).toBe(true);
    expect(readConfig({ SSR_GUARD: 'on' }).ssrGuard).toBe(true);
    expect(readConfig({ SSR_GUARD: 'off', SERVER_MODE: 'test' }).ssrGuard).toBe(false);
    expect(() => readConfig({ SSR_GUARD: 'off', SERVER_MODE: 'production' })).toThrow(/^SSR_GUARD: off is for the browser journeys/);
    expect(() => readConfig({ SSR_GUARD: 'no' })).toThrow("SSR_GUARD: 'no' must be on or off");
  });
});

describe('SESSION_MAX_AGE_DAYS', () => {
  it('is 30 days unless set, a number of days from 1 to 365 when set, and refused otherwise', () => {
    expect(readConfig({}).sessionMaxAgeMs).toBe(30 * 86_400_000);
    expect(readConfig({ SESSION_MAX_AGE_DAYS: '7' }).sessionMaxAgeMs).toBe(7 * 86_400_000);
    expect(readConfig({ SESSION_MAX_AGE_DAYS: '1.5' }).sessionMaxAgeMs).toBe(1.5 * 86_400_000);
    for (const bad of ['0', '-1', '366', 'abc', '1e3']) expect(() => readConfig({ SESSION_MAX_AGE_DAYS: bad }), bad).toThrow('SESSION_MAX_AGE_DAYS');
  });
});

describe('STEP_UP_WINDOW_MINUTES and PAYOUT_HOLD_HOURS (docs/security.md "Step-up")', () => {
  it('are unset by default (the service defaults apply), read in minutes and hours, and refuse what is not a duration', () => {
    expect(readConfig({}).stepUp).toEqual({ windowMs: undefined, payoutHoldMs: undefined });
    expect(readConfig({ STEP_UP_WINDOW_MINUTES: '10', PAYOUT_HOLD_HOURS: '48' }).stepUp).toEqual({ windowMs: 600_000, payoutHoldMs: 172_800_000 });
    expect(readConfig({ PAYOUT_HOLD_HOURS: '0' }).stepUp.payoutHoldMs).toBe(0);
    expect(() => readConfig({ STEP_UP_WINDOW_MINUTES: '0' })).toThrow("STEP_UP_WINDOW_MINUTES: '0' is not a positive number of minutes");
    expect(() => readConfig({ PAYOUT_HOLD_HOURS: 'a day' })).toThrow("PAYOUT_HOLD_HOURS: 'a day' is not a positive number (or 0) of hours");
  });
});

describe('SECRETS_KEY (the key of the authenticator secrets at rest, docs/security.md "Two-step sign-in")', () => {
  const key = Buffer.alloc(32, 7);

  it('is read as 32 bytes of base64 or hex; unset in demo and test mode (the database keeps a development key)', () => {
    expect(readConfig({ SECRETS_KEY: key.toString('base64') }).secretsKey).toEqual(key);
    expect(readConfig({ SECRETS_KEY: key.toString('hex'), SERVER_MODE: 'production' }).secretsKey).toEqual(key);
    expect(readConfig({}).secretsKey).toBeUndefined();
    expect(readConfig({ SERVER_MODE: 'test', SECRETS_KEY: '' }).secretsKey).toBeUndefined();
  });

  it('production refuses to start without it', () => {
    expect(() => readConfig({ SERVER_MODE: 'production' })).toThrow(/^SECRETS_KEY: production needs the key that encrypts the authenticator secrets at rest/);
    expect(() => readConfig({ SERVER_MODE: 'production', SECRETS_KEY: ' ' })).toThrow(/^SECRETS_KEY: production needs/);
  });

  it('refuses a key that is not 32 bytes in every mode', () => {
    expect(() => readConfig({ SECRETS_KEY: 'secret' })).toThrow(/^SECRETS_KEY: must be 32 random bytes as base64 or 64 hex digits/);
    expect(() => readConfig({ SECRETS_KEY: Buffer.alloc(31).toString('base64'), SERVER_MODE: 'production' })).toThrow(/^SECRETS_KEY: must be 32 random bytes/);
  });
});

describe('LOG_LEVEL (docs/operations.md "Logs")', () => {
  it('is info unless set, one of pino\'s levels when set, and refused otherwise', () => {
    expect(readConfig({}).logLevel).toBe('info');
    expect(readConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(readConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow("LOG_LEVEL: 'loud' must be one of fatal, error, warn, info, debug, trace, silent");
  });
});

describe('TRUST_PROXY', () => {
  it('is false, true or a list of proxy addresses and CIDRs; an entry that is no address is refused at start', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1,loopback');
    for (const value of ['proxy.example.com', '10.0.0.0/40', '10.0.0.1/8/2']) {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY: '.*' is not an address or CIDR/);
    }
  });
});
