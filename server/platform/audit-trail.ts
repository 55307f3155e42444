import { stringify } from 'csv-stringify/sync';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { OperatorAuditList } from '@contracts/types/operator/audit';
import { csvCell } from './csv-cell';

/**
 * The audit trail (docs/operations.md "Audit trail"; table audit_trail, migrations 140 and 181): one append-only row
 * per operator action and per security event of a player. The database refuses UPDATE, DELETE and TRUNCATE on it
 * (a trigger), so not even the application can rewrite what happened.
 */

/** Who acted: an authenticated operator, the player himself, or the server (e.g. a burst of failed sign-ins). */
export type AuditActorKind = 'operator' | 'player' | 'system';

/** One row to write. `before` / `after`: JSON of what changed (never a password, code or token). */
export interface AuditEntry {
  actorKind?: AuditActorKind;
  /** The operator's name, the player's username, or 'server'. */
  actor: string;
  /** `METHOD /route/:pattern` for an operator call, else the event's name, e.g. 'login', 'limit.change'. */
  action: string;
  playerId?: number | null;
  /** HTTP-like outcome: 200 done, 4xx refused. */
  status: number;
  ip?: string | null;
  before?: unknown;
  after?: unknown;
  /** Free text, first 500 characters (the URL of an operator call). */
  detail?: string | null;
}

/** A row as listed and exported (schemas/api/operator/audit.json). Times ISO 8601 UTC. */
export type AuditRecord = OperatorAuditList[number];

/** Which rows to list: each filter optional; newest first, at most `limit` (1–5000, default 500), before id `beforeId` for paging. */
export interface AuditQuery {
  from?: Date;
  to?: Date;
  actor?: string;
  playerId?: number;
  /** A prefix of the action, e.g. 'login' or 'POST /api/operator/withdrawals'. */
  action?: string;
  beforeId?: number;
  limit?: number;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Where a failed audit write is told (docs/operations.md "Audit trail"): an error line, and the failure counter
 * `casino_audit_write_failures_total` that pages the on-call engineer (docs/prometheus-alerts.yml).
 */
export interface AuditFailureReport {
  /** pino's logger (a request's, so the line carries its reqId), or the CLI's stderr. */
  log: { error(details: object, message: string): void };
  /** The app's counter; absent where no metrics are served (the CLI, whose stderr the operator reads at once). */
  failures?: { inc(): void };
}

/** The report of a failed audit write during `request`: its log (with its reqId) and the app's failure counter. */
export const auditReportOf = (request: FastifyRequest): AuditFailureReport => ({ log: request.log, failures: request.server.metrics.auditWriteFailures });

/**
 * Writes one row; true when written. Never throws: a failing audit write must not turn a done action into an error
 * (the action is in its own table). A failure is never silent: `report` gets an error line naming the row (never its
 * before / after) and its counter one more.
 */
export async function writeAudit(q: Queryable, entry: AuditEntry, report: AuditFailureReport): Promise<boolean> {
  try {
    await q.query(
      'INSERT INTO audit_trail (actor_kind, actor, action, player_id, status, ip, before, after, detail) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9)',
      [entry.actorKind ?? 'operator', entry.actor.slice(0, 200), entry.action.slice(0, 200), entry.playerId ?? null, entry.status, entry.ip ?? null, json(entry.before), json(entry.after), entry.detail?.slice(0, 500) ?? null],
    );
    return true;
  } catch (error) {
    report.failures?.inc();
    report.log.error(
      { err: error, audit: { actorKind: entry.actorKind ?? 'operator', actor: entry.actor, action: entry.action, playerId: entry.playerId ?? null, status: entry.status } },
      'audit trail write failed: the row is lost',
    );
    return false;
  }
}

/** The rows matching `query`, newest first. */
export async function listAudit(q: Queryable, query: AuditQuery = {}): Promise<AuditRecord[]> {
  let rows = typed(q).selectFrom('audit_trail').selectAll();
  if (query.from) rows = rows.where('created_at', '>=', query.from);
  if (query.to) rows = rows.where('created_at', '<', query.to);
  if (query.actor) rows = rows.where('actor', '=', query.actor);
  if (query.playerId !== undefined) rows = rows.where('player_id', '=', query.playerId);
  if (query.action) rows = rows.where('action', 'like', `${query.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (query.beforeId !== undefined) rows = rows.where('id', '<', query.beforeId);
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? 500), 1), 5000);
  const found = await rows.orderBy('id', 'desc').limit(limit).execute();
  return found.map((r) => ({
    id: Number(r.id),
    at: r.created_at.toISOString(),
    actorKind: r.actor_kind,
    actor: r.actor,
    action: r.action,
    playerId: r.player_id === null ? null : Number(r.player_id),
    status: r.status,
    ip: r.ip,
    // jsonb written by writeAudit from objects and arrays only.
    before: r.before as AuditRecord['before'],
    after: r.after as AuditRecord['after'],
    detail: r.detail,
  }));
}

/** The CSV columns of an export, in order. */
const CSV_COLUMNS = ['id', 'at', 'actorKind', 'actor', 'action', 'playerId', 'status', 'ip', 'before', 'after', 'detail'] as const;

/** `rows` as CSV (a header line, then one line per row), every text cell through csvCell (the project's one escaping rule). */
export function auditCsv(rows: readonly AuditRecord[]): string {
  const lines = rows.map((r) => [
    r.id,
    csvCell(r.at),
    csvCell(r.actorKind),
    csvCell(r.actor),
    csvCell(r.action),
    r.playerId ?? '',
    r.status,
    csvCell(r.ip),
    csvCell(json(r.before)),
    csvCell(json(r.after)),
    csvCell(r.detail),
  ]);
  return stringify([[...CSV_COLUMNS], ...lines]);
}

/** What a handler tells the audit of its request: the player it was about, what changed, or the event's own name. */
export interface AuditNote {
  playerId?: number;
  actor?: string;
  before?: unknown;
  after?: unknown;
  action?: string;
}
const attached = new WeakMap<FastifyRequest, AuditNote>();

/** Adds to what the audit of `request` records (server/operator/audit-plugin.ts writes the row when the reply is sent). */
export function auditNote(request: FastifyRequest, note: AuditNote): void {
  attached.set(request, { ...attached.get(request), ...note });
}

/** Records which player the audited call `request` is about. */
export function auditPlayer(request: FastifyRequest, playerId: number): void {
  auditNote(request, { playerId });
}

/** What handlers attached to `request` (empty when nothing). */
export const auditNotesOf = (request: FastifyRequest): AuditNote => attached.get(request) ?? {};
