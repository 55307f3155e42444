/**
 * Operator commands (an operator command approves or rejects a withdrawal, refunding on rejection, and notifies
 * the player):
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
 *
 * Every command acts as a named operator (every operator action records who did it; docs/player-protection-operator.md "Operator view and audit"): `--as <name>`
 * anywhere on the line, else $OPERATOR_NAME, else the login name of the machine user. The name travels in the
 * x-operator-name header (or, directly on the database, into operator_audit). Nothing lifts or shortens what a
 * player set: there is no such command.
 *
 * Where it acts:
 * - DATABASE_URL set: directly on PostgreSQL (several processes may share it; notifications reach players
 *   connected to any server through LISTEN/NOTIFY).
 * - Otherwise PGlite in DATA_DIR (./data), which only one process may open. If a server answers at OPERATOR_URL
 *   (default http://127.0.0.1:$PORT, PORT default 8080) the command goes through its operator API
 *   (x-operator-token: $OPERATOR_TOKEN when set; else the server accepts local connections only). Only when no
 *   server answers is DATA_DIR opened directly, and then only if no process holds it (server/db/data-dir-lock.ts): a
 *   folder a server holds is refused with a message naming it and the holder's pid, never opened beside the server.
 * Exit code 0 on success, 1 on a refused or failed command (the message says why).
 */
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
import { WithdrawalOperator } from '@server/wallet/operator';
import { WalletService } from '@server/wallet/wallet';
import { openSportBets } from '@server/sports/bets';
import { settleSportBet, type SettleOutcome } from '@server/sports/settle';
import { kurusToLira } from '@server/wallet/money';
import { loadPhoneConfig } from '@server/account/phones';
import { loadProtectionProfile } from '@server/protection/profile';
import { SmsBudget } from '@server/notifications/sms-budget';
import { ProtectionOperatorView, audit, operatorName } from '@server/protection/operator';
import { disableTwoStep } from '@server/auth/two-step';
import { reconciliation } from '@server/casino/reconciliation';

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

const USAGE = [
  'usage: npm run operator -- withdrawals list | review <id> | approve <id> | reject <id> [reason]',
  '       npm run operator -- bets list | settle <id> won|lost',
  '       npm run operator -- protection list | show <username> | note <username> <text>',
  '       npm run operator -- config reload',
  '       npm run operator -- twostep disable <username>',
  '       npm run operator -- sms',
  '       npm run operator -- reconcile [from YYYY-MM-DD] [to YYYY-MM-DD]',
  '       (any command: --as <operator name>, default $OPERATOR_NAME or the machine user)',
].join('\n');

/** Splits `--as <name>` off the arguments; the operator's name (see module doc) or an Error naming the rule. */
function operatorOf(argv: string[]): { name: string; args: string[] } {
  const at = argv.indexOf('--as');
  const given = at >= 0 ? argv[at + 1] : (process.env.OPERATOR_NAME ?? userInfo().username);
  const args = at >= 0 ? [...argv.slice(0, at), ...argv.slice(at + 2)] : argv;
  const name = operatorName(given);
  if (!name) throw new Error(`operator name ${JSON.stringify(given ?? '')}: use 1 to 60 letters, digits, space . _ @ - (--as <name>)`);
  return { name, args };
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
  if (command.area === 'config') return { method: 'POST', path: '/api/operator/config/reload', body: {} };
  if (command.area === 'twostep') return { method: 'POST', path: `/api/operator/twostep/${encodeURIComponent(command.username)}/disable`, body: {} };
  if (command.area === 'sms') return { method: 'GET', path: '/api/operator/sms' };
  if (command.area === 'reconcile') {
    const query = new URLSearchParams(Object.entries({ from: command.from, to: command.to }).filter((e): e is [string, string] => e[1] !== undefined));
    return { method: 'GET', path: `/api/operator/reconcile${query.size > 0 ? `?${query}` : ''}` };
  }
  if (command.area === 'protection') {
    if (command.action === 'list') return { method: 'GET', path: '/api/operator/protection' };
    const path = `/api/operator/protection/${encodeURIComponent(command.username)}`;
    if (command.action === 'show') return { method: 'GET', path };
    return { method: 'POST', path: `${path}/notes`, body: { note: command.note } };
  }
  if (command.action === 'list') return { method: 'GET', path: `/api/operator/${command.area}` };
  const path = `/api/operator/${command.area}/${command.id}/${command.action}`;
  if (command.action === 'settle') return { method: 'POST', path, body: { outcome: command.outcome } };
  return { method: 'POST', path, body: command.action === 'reject' ? { reason: command.reason } : {} };
}

const operatorUrl = () => process.env.OPERATOR_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

/** Runs the command through a running server's operator API; null when no server answers. */
async function viaServer(command: Command, operator: string): Promise<unknown> {
  const base = operatorUrl();
  const call = httpCall(command);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-locale': 'en', 'x-operator-name': operator };
  if (process.env.OPERATOR_TOKEN) headers['x-operator-token'] = process.env.OPERATOR_TOKEN;
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
      `${error.message}\nNo server answered at ${operatorUrl()}, yet the folder is held: if a server holds it, point OPERATOR_URL (or PORT) at it ` +
        '(with OPERATOR_TOKEN when the server has one) so the command goes through its operator API; otherwise wait for that process to stop, or start the server and retry.',
    );
  }
}

async function direct(command: Command, operator: string): Promise<unknown> {
  const db = await openDirect();
  const hub = new Hub(db.kind === 'postgres' ? new NotifyFanout(db) : new LocalFanout());
  const call = httpCall(command);
  const audited = call.method === 'POST' || command.area === 'protection';
  let status = 500;
  try {
    await migrate(db);
    const result = await directCommand(db, hub, command, operator);
    status = 200;
    return result;
  } catch (error) {
    if (error instanceof ApiFailure) {
      status = error.status;
      throw new Error(error.text('en'));
    }
    throw error;
  } finally {
    if (audited) await audit(db, { operator, action: `${call.method} ${call.path} (cli)`, status, detail: 'npm run operator' });
    await hub.close();
    await db.close();
  }
}

/** Carries out `command` on the database itself (no server holds it). */
async function directCommand(db: Db, hub: Hub, command: Command, operator: string): Promise<unknown> {
  if (command.area === 'config') throw new Error('config reload needs a running server');
  if (command.area === 'twostep') {
    const player = await new ProtectionOperatorView(db, loadProtectionProfile(), () => new Date()).playerIdOf(command.username);
    if (!(await disableTwoStep(db, player.id))) throw new ApiFailure(400, 'twoStep.notOn');
    return null;
  }
  if (command.area === 'sms') return new SmsBudget(db, loadPhoneConfig().smsBudget).usage();
  if (command.area === 'reconcile') return reconciliation(db, { from: command.from, to: command.to });
  if (command.area === 'protection') {
    const view = new ProtectionOperatorView(db, loadProtectionProfile(), () => new Date());
    if (command.action === 'list') return view.list();
    if (command.action === 'show') return view.record(command.username);
    return view.addNote(command.username, operator, command.note);
  }
  const wallet = new WalletService(db);
  const notifications = new NotificationService(db, hub);
  if (command.area === 'bets') {
    if (command.action === 'list') return openSportBets(db);
    const settled = await settleSportBet({ db, wallet, notifications }, command.id, command.outcome);
    return { bet: settled.bet, balance: kurusToLira(settled.balanceKurus) };
  }
  const withdrawals = new WithdrawalOperator(db, wallet, notifications);
  if (command.action === 'list') return (await withdrawals.listPending()).map(operatorView);
  const view =
    command.action === 'approve' ? await withdrawals.approve(command.id)
      : command.action === 'review' ? await withdrawals.review(command.id)
        : await withdrawals.reject(command.id, command.reason);
  return operatorView(view);
}

async function main(): Promise<void> {
  const { name, args } = operatorOf(process.argv.slice(2));
  const command = parse(args);
  if (command.area === 'config') {
    // Only a running server has config to reload; without one, the next start reads the files anyway.
    const reloaded = await viaServer(command, name);
    if (reloaded === null) throw new Error(`no server answered at ${operatorUrl()}: the next start reads config/ (or send the server SIGHUP)`);
    console.log(JSON.stringify(reloaded, null, 2));
    return;
  }
  const result = process.env.DATABASE_URL ? await direct(command, name) : ((await viaServer(command, name)) ?? (await direct(command, name)));
  console.log(JSON.stringify(result, null, 2));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
