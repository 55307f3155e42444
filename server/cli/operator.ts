/**
 * Operator commands (an operator command approves or rejects a withdrawal, refunding on rejection, and notifies
 * the player; docs/operators.md):
 *
 *   npm run operator -- withdrawals list
 *   npm run operator -- withdrawals review <id>     (marks it "In review" on the player's timeline)
 *   npm run operator -- withdrawals approve <id>
 *   npm run operator -- withdrawals reject <id> [reason…]
 *   npm run operator -- bets list                      (open sportsbook bets)
 *   npm run operator -- bets settle <id> won|lost      (pays a win, notifies the player)
 *   npm run operator -- protection list                (players with exclusions, time-outs, returns, limits)
 *   npm run operator -- protection show <username>     (exclusions, limits, limit history, notes)
 *   npm run operator -- protection note <username> <text…>
 *   npm run operator -- config reload                  (serves the config now on disk, if it passes the check)
 *   npm run operator -- twostep disable <username>     (turns two-step sign-in off for a player who lost it; docs/security.md)
 *   npm run operator -- sms                            (SMS sent this hour and day against the overall SMS budget)
 *   npm run operator -- reconcile [from] [to]          (per Istanbul day and provider: rounds, bets, wins, rollbacks booked;
 *                                                       rounds open > 48 h; days YYYY-MM-DD, default the last 7; docs/providers.md)
 *   npm run operator -- operators list | add <name> <role> | revoke <name>   (accounts; on the database only)
 *   npm run operator -- audit list [filters]           (the audit trail, newest first; docs/operations.md "Audit trail")
 *   npm run operator -- audit export <file.csv> [filters]
 *     filters: --player <id> --actor <name> --action <prefix> --from <ISO time> --to <ISO time> --before <id> --limit <n>
 *   npm run operator -- backup <file>                  (the embedded database in DATA_DIR; refused while a server holds it)
 *   npm run operator -- restore <file> <dir>           (into a new, empty folder; then start with DATA_DIR=<dir>)
 *     Both work on the data folder itself, with no operator sign-in: whoever may read the folder has the data already.
 *     PostgreSQL is backed up with pg_dump / pg_restore (docs/operations.md "Backups").
 *
 * Every command signs in as a named operator account (docs/operators.md "Operator accounts", "Signing in"): the name
 * is `--as <name>` anywhere on the line, else $OPERATOR_NAME, else the login name of the machine user; the password is
 * $OPERATOR_PASSWORD. Through a server they travel as HTTP Basic; directly on the database they are checked against
 * the operators table the same way, and the role must allow the command (server/operator/route-roles.ts). The audit
 * names that operator. `operators add` reads the new operator's password from $OPERATOR_NEW_PASSWORD; it and
 * `revoke` need an admin signed in, except the very first admin of a database that has no active admin.
 * Nothing lifts or shortens what a player set: there is no such command.
 *
 * Where it acts:
 * - DATABASE_URL set: directly on PostgreSQL (several processes may share it; notifications reach players
 *   connected to any server through LISTEN/NOTIFY).
 * - Otherwise PGlite in DATA_DIR (./data), which only one process may open. If a server answers at OPERATOR_URL
 *   (default http://127.0.0.1:$OPERATOR_PORT, OPERATOR_PORT default PORT + 1, i.e. 8081: the server's operator
 *   listener) the command goes through its operator API. Only when no server answers is DATA_DIR opened directly, and then only if no process holds it (server/db/data-dir-lock.ts): a
 *   folder a server holds is refused with a message naming it and the holder's pid, never opened beside the server.
 *   Operator accounts are managed on the database only (stop the server first on PGlite).
 * Exit code 0 on success, 1 on a refused or failed command (the message says why).
 */
import { writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { readConfig } from '@server/config';
import { migrate } from '@server/db/migrate';
import { DataDirLockedError } from '@server/db/data-dir-lock';
import type { Db } from '@server/db/db';
import { openDb } from '@server/db/open-db';
import { LocalFanout, NotifyFanout } from '@server/hub/fanout';
import { Hub } from '@server/hub/hub';
import { ApiFailure } from '@server/http/envelope';
import { operatorView } from '@server/wallet/routes/operator-withdrawals';
import { NotificationService } from '@server/notifications/notifications';
import { WithdrawalOperator, withdrawalAudit } from '@server/wallet/operator';
import { WalletService } from '@server/wallet/wallet';
import { openSportBets } from '@server/sports/bets';
import { settleSportBet, type SettleOutcome } from '@server/sports/settle';
import { kurusToLira } from '@server/wallet/money';
import { loadPhoneConfig } from '@server/account/phones';
import { loadProtectionProfile } from '@server/protection/profile';
import { SmsBudget } from '@server/notifications/sms-budget';
import { ProtectionOperatorView } from '@server/protection/operator';
import { auditCsv, listAudit, writeAudit, type AuditFailureReport, type AuditNote, type AuditQuery } from '@server/platform/audit-trail';
import { backupDataDir, restoreDataDir } from '@server/db/backup';
import { disableTwoStep } from '@server/auth/two-step';
import { reconciliation } from '@server/casino/reconciliation';
import { authenticateOperator, createOperator, listOperators, OPERATOR_NAME, revokeOperator, type OperatorRole } from '@server/operator/accounts';
import { rolesFor } from '@server/operator/route-roles';

type Command =
  | { area: 'withdrawals'; action: 'list' }
  | { area: 'withdrawals'; action: 'approve'; id: number }
  | { area: 'withdrawals'; action: 'review'; id: number }
  | { area: 'withdrawals'; action: 'reject'; id: number; reason: string }
  | { area: 'bets'; action: 'list' }
  | { area: 'bets'; action: 'settle'; id: number; outcome: SettleOutcome }
  | { area: 'protection'; action: 'list' }
  | { area: 'protection'; action: 'show'; username: string }
  | { area: 'protection'; action: 'note'; username: string; note: string }
  | { area: 'config'; action: 'reload' }
  | { area: 'twostep'; action: 'disable'; username: string }
  | { area: 'sms'; action: 'usage' }
  | { area: 'reconcile'; action: 'report'; from?: string; to?: string };

/** Operator account commands: on the database only (never through the operator API). */
type AccountCommand =
  | { area: 'operators'; action: 'list' }
  | { area: 'operators'; action: 'add'; name: string; role: string }
  | { area: 'operators'; action: 'revoke'; name: string };

const USAGE = [
  'usage: npm run operator -- withdrawals list | review <id> | approve <id> | reject <id> [reason]',
  '       npm run operator -- bets list | settle <id> won|lost',
  '       npm run operator -- protection list | show <username> | note <username> <text>',
  '       npm run operator -- config reload',
  '       npm run operator -- twostep disable <username>',
  '       npm run operator -- sms',
  '       npm run operator -- reconcile [from YYYY-MM-DD] [to YYYY-MM-DD]',
  '       npm run operator -- operators list | add <name> support|payments|risk|admin | revoke <name>',
  '       npm run operator -- backup <file> | restore <file> <dir>   (the embedded database)',
  '       npm run operator -- audit list | export <file.csv>  [--player <id>] [--actor <name>] [--action <prefix>] [--from <ISO>] [--to <ISO>] [--before <id>] [--limit <n>]',
  '       (any command: --as <operator name>, default $OPERATOR_NAME or the machine user; password $OPERATOR_PASSWORD)',
].join('\n');

/** A failed audit write of the CLI: an error line on stderr, which the operator reads at once (no metrics here). */
const CLI_AUDIT_REPORT: AuditFailureReport = {
  log: {
    error(details, message) {
      const { err } = details as { err?: unknown };
      console.error(`${message}: ${err instanceof Error ? err.message : String(err)}`);
    },
  },
};

/** Who signs in: the name (see module doc) and $OPERATOR_PASSWORD ('' when unset: refused where it is checked). */
interface Signer {
  name: string;
  password: string;
}

/** Splits `--as <name>` off the arguments; the operator signing in (see module doc) or an Error naming the rule. */
function operatorOf(argv: string[]): { signer: Signer; args: string[] } {
  const at = argv.indexOf('--as');
  const given = at >= 0 ? argv[at + 1] : (process.env.OPERATOR_NAME ?? userInfo().username);
  const args = at >= 0 ? [...argv.slice(0, at), ...argv.slice(at + 2)] : argv;
  const name = (given ?? '').trim().toLowerCase();
  if (!OPERATOR_NAME.test(name)) throw new Error(`operator name ${JSON.stringify(given ?? '')}: use 2 to 60 lower-case letters, digits, . _ @ - (--as <name>)`);
  return { signer: { name, password: process.env.OPERATOR_PASSWORD ?? '' }, args };
}

function parseAccount(argv: string[]): AccountCommand | null {
  const [area, action, name, role, ...rest] = argv;
  if (area !== 'operators') return null;
  if (action === 'list' && name === undefined) return { area, action };
  if (action === 'add' && name && role && rest.length === 0) return { area, action, name, role };
  if (action === 'revoke' && name && role === undefined) return { area, action, name };
  throw new Error(USAGE);
}

function parse(argv: string[]): Command {
  const [area, action, rawId, ...rest] = argv;
  if (area === 'config' && action === 'reload' && rawId === undefined) return { area, action };
  if (area === 'twostep' && action === 'disable' && rawId && rest.length === 0) return { area, action, username: rawId };
  if (area === 'sms' && action === undefined) return { area, action: 'usage' };
  if (area === 'reconcile' && rest.length === 0 && [action, rawId].every((d) => d === undefined || /^\d{4}-\d{2}-\d{2}$/.test(d))) {
    return { area, action: 'report', from: action, to: rawId };
  }
  if (area === 'protection') {
    if (action === 'list' && rawId === undefined) return { area, action };
    if (action === 'show' && rawId && rest.length === 0) return { area, action, username: rawId };
    if (action === 'note' && rawId && rest.join(' ').trim()) return { area, action, username: rawId, note: rest.join(' ').trim() };
    throw new Error(USAGE);
  }
  const id = Number(rawId);
  const validId = Number.isSafeInteger(id) && id > 0;
  if ((area === 'withdrawals' || area === 'bets') && action === 'list') return { area, action };
  if (area === 'withdrawals' && validId && (action === 'approve' || action === 'review')) return { area, action, id };
  if (area === 'withdrawals' && validId && action === 'reject') return { area, action, id, reason: rest.join(' ') };
  if (area === 'bets' && validId && action === 'settle' && (rest[0] === 'won' || rest[0] === 'lost')) {
    return { area, action, id, outcome: rest[0] };
  }
  throw new Error(USAGE);
}

/** The operator API call (method, path under /api/operator, body) that carries out a command on a running server. */
function httpCall(command: Command): { method: 'GET' | 'POST'; path: string; body?: unknown } {
  const call = httpCallOf(command);
  return { ...call, path: call.path.replace(':id', String('id' in command ? command.id : '')).replace(':username', encodeURIComponent('username' in command ? command.username : '')) };
}

/** The pattern of that call's route, e.g. `/api/operator/withdrawals/:id/approve` (its row of route-roles.ts). */
const routeOf = (command: Command): string => httpCallOf(command).path;

function httpCallOf(command: Command): { method: 'GET' | 'POST'; path: string; body?: unknown } {
  if (command.area === 'config') return { method: 'POST', path: '/api/operator/config/reload', body: {} };
  if (command.area === 'twostep') return { method: 'POST', path: '/api/operator/twostep/:username/disable', body: {} };
  if (command.area === 'sms') return { method: 'GET', path: '/api/operator/sms' };
  if (command.area === 'reconcile') {
    const query = new URLSearchParams(Object.entries({ from: command.from, to: command.to }).filter((e): e is [string, string] => e[1] !== undefined));
    return { method: 'GET', path: `/api/operator/reconcile${query.size > 0 ? `?${query}` : ''}` };
  }
  if (command.area === 'protection') {
    if (command.action === 'list') return { method: 'GET', path: '/api/operator/protection' };
    const path = '/api/operator/protection/:username';
    if (command.action === 'show') return { method: 'GET', path };
    return { method: 'POST', path: `${path}/notes`, body: { note: command.note } };
  }
  if (command.action === 'list') return { method: 'GET', path: `/api/operator/${command.area}` };
  const path = `/api/operator/${command.area}/:id/${command.action}`;
  if (command.action === 'settle') return { method: 'POST', path, body: { outcome: command.outcome } };
  return { method: 'POST', path, body: command.action === 'reject' ? { reason: command.reason } : {} };
}

/** The server's operator listener: OPERATOR_URL, else 127.0.0.1 at OPERATOR_PORT (default PORT + 1; server/config.ts). */
const operatorUrl = () => process.env.OPERATOR_URL ?? `http://127.0.0.1:${process.env.OPERATOR_PORT || Number(process.env.PORT ?? 8080) + 1}`;

/** Runs the command through a running server's operator API, signed in as `signer`; null when no server answers. */
async function viaServer(command: Command, signer: Signer): Promise<unknown> {
  const base = operatorUrl();
  const call = httpCall(command);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-locale': 'en',
    authorization: `Basic ${Buffer.from(`${signer.name}:${signer.password}`).toString('base64')}`,
  };
  let response: Response;
  try {
    response = await fetch(new URL(call.path, base), {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
  } catch {
    return null;
  }
  const body = (await response.json().catch(() => null)) as { success?: boolean; message?: string; data?: unknown } | null;
  if (!response.ok || !body?.success) {
    // A refused config reload lists its problems (file: /json/path: rule).
    const problems = (body?.data as { problems?: unknown } | null)?.problems;
    const lines = Array.isArray(problems) ? problems.map(String) : [];
    throw new Error([body?.message || `server answered HTTP ${response.status}`, ...lines].join('\n'));
  }
  return body.data;
}

/** Opens the database for a direct command; a data folder a server holds is refused (never written beside it). */
async function openDirect(): Promise<Db> {
  const config = readConfig();
  try {
    return await openDb(config);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new Error(
      `${error.message}\nNo server answered at ${operatorUrl()}, yet the folder is held: if a server holds it, point OPERATOR_URL (or OPERATOR_PORT) at its ` +
        'operator listener so the command goes through its operator API; otherwise wait for that process to stop, or start the server and retry.',
    );
  }
}

/**
 * The signer, checked against the operators table like the operator API does (server/http/operator-guard.ts), with
 * `roles` allowed; throws naming what is wrong.
 */
async function signIn(db: Db, signer: Signer, roles: readonly OperatorRole[]): Promise<string> {
  if (!signer.password) throw new Error(`OPERATOR_PASSWORD is not set: the password of operator ${signer.name} (docs/operators.md "Signing in")`);
  const operator = await authenticateOperator(db, signer.name, signer.password);
  if (!operator) throw new Error('The operator name or password is wrong, or the operator was revoked.');
  if (!roles.includes(operator.role)) throw new Error(`Your operator role (${operator.role}) may not do this; it needs one of: ${roles.join(', ')}.`);
  return operator.name;
}

async function direct(command: Command, signer: Signer): Promise<unknown> {
  const db = await openDirect();
  const hub = new Hub(db.kind === 'postgres' ? new NotifyFanout(db) : new LocalFanout());
  const call = httpCall(command);
  const audited = call.method === 'POST' || command.area === 'protection';
  let status = 500;
  let operator: string | null = null;
  // What the command tells the audit row (the player, before and after), as the operator API's handlers do.
  let note: AuditNote = {};
  try {
    await migrate(db);
    operator = await signIn(db, signer, rolesFor(call.method, routeOf(command)));
    const done = await directCommand(db, hub, command, operator);
    note = done.note;
    status = 200;
    return done.result;
  } catch (error) {
    if (error instanceof ApiFailure) {
      status = error.status;
      throw new Error(error.text('en'));
    }
    throw error;
  } finally {
    if (audited && operator) {
      await writeAudit(db, { actor: operator, action: `${call.method} ${routeOf(command)} (cli)`, status, playerId: note.playerId, before: note.before, after: note.after, detail: `npm run operator: ${call.path}` }, CLI_AUDIT_REPORT);
    }
    await hub.close();
    await db.close();
  }
}

/**
 * `operators …` on the database: list (any signed-in operator), add and revoke (an admin; the first admin of a
 * database without an active admin needs no sign-in). Adding and revoking are audited.
 */
async function accounts(command: AccountCommand, signer: Signer): Promise<unknown> {
  const db = await openDirect();
  try {
    await migrate(db);
    const [{ admins }] = await db.query<{ admins: number }>("SELECT count(*)::int AS admins FROM operators WHERE role = 'admin' AND revoked_at IS NULL");
    const firstAdmin = command.action === 'add' && command.role === 'admin' && admins === 0;
    const by = firstAdmin ? `${signer.name} (first admin)` : await signIn(db, signer, command.action === 'list' ? ['support', 'payments', 'risk', 'admin'] : ['admin']);
    if (command.action === 'list') return await listOperators(db);
    if (command.action === 'add') {
      const password = process.env.OPERATOR_NEW_PASSWORD ?? '';
      const made = await createOperator(db, { name: command.name, role: command.role, password }, by);
      await writeAudit(db, { actor: by, action: 'operator.add (cli)', status: 200, after: made }, CLI_AUDIT_REPORT);
      return made;
    }
    const revoked = await revokeOperator(db, command.name, by);
    await writeAudit(db, { actor: by, action: 'operator.revoke (cli)', status: 200, before: { ...revoked, revokedAt: null, revokedBy: null }, after: revoked }, CLI_AUDIT_REPORT);
    return revoked;
  } finally {
    await db.close();
  }
}

/**
 * Carries out `command` on the database itself (no server holds it): its result, and what its audit row records (the
 * player, before and after), as the operator API's handler of the same route attaches it.
 */
async function directCommand(db: Db, hub: Hub, command: Command, operator: string): Promise<{ result: unknown; note: AuditNote }> {
  if (command.area === 'config') throw new Error('config reload needs a running server');
  if (command.area === 'twostep') {
    const player = await new ProtectionOperatorView(db, loadProtectionProfile(), () => new Date()).playerIdOf(command.username);
    if (!(await disableTwoStep(db, player.id))) throw new ApiFailure(400, 'twoStep.notOn');
    return { result: null, note: { playerId: player.id } };
  }
  if (command.area === 'sms') return { result: await new SmsBudget(db, loadPhoneConfig().smsBudget).usage(), note: {} };
  if (command.area === 'reconcile') return { result: await reconciliation(db, { from: command.from, to: command.to }), note: {} };
  if (command.area === 'protection') {
    const view = new ProtectionOperatorView(db, loadProtectionProfile(), () => new Date());
    if (command.action === 'list') return { result: await view.list(), note: {} };
    if (command.action === 'show') {
      const record = await view.record(command.username);
      return { result: record, note: { playerId: record.playerId } };
    }
    const saved = await view.addNote(command.username, operator, command.note);
    return { result: saved, note: { playerId: saved.playerId } };
  }
  const wallet = new WalletService(db);
  const notifications = new NotificationService(db, hub);
  if (command.area === 'bets') {
    if (command.action === 'list') return { result: await openSportBets(db), note: {} };
    const settled = await settleSportBet({ db, wallet, notifications }, command.id, command.outcome);
    return { result: { bet: settled.bet, balance: kurusToLira(settled.balanceKurus) }, note: { playerId: settled.playerId, before: settled.before, after: settled.bet } };
  }
  const withdrawals = new WithdrawalOperator(db, wallet, notifications);
  if (command.action === 'list') return { result: (await withdrawals.listPending()).map(operatorView), note: {} };
  if (command.action === 'review') {
    const view = await withdrawals.review(command.id);
    return { result: operatorView(view), note: { playerId: view.playerId } };
  }
  const decided = command.action === 'approve' ? await withdrawals.approve(command.id) : await withdrawals.reject(command.id, command.reason);
  return { result: operatorView(decided), note: withdrawalAudit(decided, command.action === 'reject' ? command.reason : undefined) };
}

/** `audit list|export`: the filters as the operator API's query (schemas/api/operator/audit.query.json) and the export's file. */
interface AuditCommand {
  action: 'list' | 'export';
  file?: string;
  query: Record<string, string>;
}

const AUDIT_FILTERS = ['player', 'actor', 'action', 'from', 'to', 'before', 'limit'];

function parseAudit(argv: string[]): AuditCommand | null {
  const [area, action, ...rest] = argv;
  if (area !== 'audit') return null;
  if (action !== 'list' && action !== 'export') throw new Error(USAGE);
  const command: AuditCommand = { action, query: {} };
  for (let i = 0; i < rest.length; i++) {
    const name = rest[i].startsWith('--') ? rest[i].slice(2) : null;
    if (name && AUDIT_FILTERS.includes(name) && rest[i + 1] !== undefined) command.query[name] = rest[++i];
    else if (!name && action === 'export' && command.file === undefined) command.file = rest[i];
    else throw new Error(USAGE);
  }
  if (action === 'export' && !command.file) throw new Error(USAGE);
  return command;
}

/** The filters as listAudit's query, checked like the API's schema; throws naming a bad one. */
function auditFilter(query: Record<string, string>): AuditQuery {
  const whole = (name: string, max: number) => {
    const text = query[name];
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!/^[0-9]+$/.test(text) || value < 1 || value > max) throw new Error(`--${name}: '${text}' must be a whole number from 1 to ${max}`);
    return value;
  };
  const time = (name: string) => {
    const text = query[name];
    if (text === undefined) return undefined;
    const at = new Date(text);
    if (Number.isNaN(at.getTime())) throw new Error(`--${name}: '${text}' is not a time (ISO 8601, e.g. 2026-11-28T21:00:00Z)`);
    return at;
  };
  return { playerId: whole('player', Number.MAX_SAFE_INTEGER), beforeId: whole('before', Number.MAX_SAFE_INTEGER), limit: whole('limit', 5000), from: time('from'), to: time('to'), actor: query.actor, action: query.action };
}

/**
 * Lists or exports the audit trail: through the running server's operator listener when one answers (and no
 * DATABASE_URL), else on the database, signed in with a role the route allows (risk, admin).
 */
async function auditRun(command: AuditCommand, signer: Signer): Promise<unknown> {
  const path = command.action === 'list' ? '/api/operator/audit' : '/api/operator/audit/export';
  const write = async (csv: string) => {
    await writeFile(command.file as string, csv);
    return { file: command.file, rows: Math.max(0, csv.split('\n').length - 2) };
  };
  if (!process.env.DATABASE_URL) {
    const url = new URL(path, operatorUrl());
    for (const [name, value] of Object.entries(command.query)) url.searchParams.set(name, value);
    const response = await fetch(url, { headers: { 'x-locale': 'en', authorization: `Basic ${Buffer.from(`${signer.name}:${signer.password}`).toString('base64')}` } }).catch(() => null);
    if (response) {
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new Error(body?.message || `server answered HTTP ${response.status}`);
      }
      if (command.action === 'export') return write(await response.text());
      return ((await response.json()) as { data: unknown }).data;
    }
  }
  const filter = auditFilter(command.query);
  const db = await openDirect();
  try {
    await migrate(db);
    await signIn(db, signer, rolesFor('GET', path));
    const rows = await listAudit(db, filter);
    return command.action === 'list' ? rows : await write(auditCsv(rows));
  } finally {
    await db.close();
  }
}

/** `backup <file>` and `restore <file> <dir>` of the embedded database (server/db/backup.ts); null for other commands. */
async function backupCommand(argv: string[]): Promise<unknown> {
  const [command, file, dir, ...rest] = argv;
  if (command !== 'backup' && command !== 'restore') return null;
  if (!file || rest.length > 0 || (command === 'backup' ? dir !== undefined : !dir)) throw new Error(USAGE);
  if (command === 'restore') return restoreDataDir(file, dir);
  const config = readConfig();
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: back PostgreSQL up with its own tools, e.g. pg_dump --format=custom --file=casino.dump "$DATABASE_URL", ' +
        'and restore with pg_restore (docs/operations.md "Backups"). This command backs up the embedded database (DATA_DIR).',
    );
  }
  if (config.dataDir === ':memory:') throw new Error('DATA_DIR is :memory:, which has nothing on disk to back up');
  return backupDataDir(config.dataDir, file);
}

async function main(): Promise<void> {
  const backup = await backupCommand(process.argv.slice(2));
  if (backup !== null) {
    console.log(JSON.stringify(backup, null, 2));
    return;
  }
  const { signer, args } = operatorOf(process.argv.slice(2));
  const account = parseAccount(args);
  if (account) {
    console.log(JSON.stringify(await accounts(account, signer), null, 2));
    return;
  }
  const auditCommand = parseAudit(args);
  if (auditCommand) {
    console.log(JSON.stringify(await auditRun(auditCommand, signer), null, 2));
    return;
  }
  const command = parse(args);
  if (command.area === 'config') {
    // Only a running server has config to reload; without one, the next start reads the files anyway.
    const reloaded = await viaServer(command, signer);
    if (reloaded === null) throw new Error(`no server answered at ${operatorUrl()}: the next start reads config/ (or send the server SIGHUP)`);
    console.log(JSON.stringify(reloaded, null, 2));
    return;
  }
  const result = process.env.DATABASE_URL ? await direct(command, signer) : ((await viaServer(command, signer)) ?? (await direct(command, signer)));
  console.log(JSON.stringify(result, null, 2));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
