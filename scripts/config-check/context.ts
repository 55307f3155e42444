/**
 * The shared state of one config check run (scripts/config-check.ts): the problem list, file reading with JSON
 * syntax errors as `file:line:column: message`, and JSON pointers. Every other module of this folder reports
 * through `CheckContext.report`, one line per problem: `file: /json/pointer: rule`.
 */
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { firstJsonError } from './json-position';

export type Json = unknown;

/** Appends one segment to a pointer made by `pointer` (root `/` stays a prefix of nothing). */
export function childPointer(parent: string, part: string | number): string {
  return `${parent === '/' ? '' : parent}/${String(part).replaceAll('~', '~0').replaceAll('/', '~1')}`;
}

/**
 * 1-based line and column of a character offset in `text` (a column counts UTF-16 units, like editors' "Col").
 */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/**
 * `JSON.parse` whose failure names the place: `{ error: { line, column, message } }`. Node 20 says
 * "… in JSON at position N", or nothing ("Unexpected token 'x', …": then json-position.ts finds the place), newer Node
 * "(line L column C)".
 */
export function parseJson(text: string): { value: Json } | { error: { line: number; column: number; message: string } } {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { value: JSON.parse(body) as Json };
  } catch (error) {
    const raw = (error as Error).message;
    const lc = /\(line (\d+) column (\d+)\)/.exec(raw);
    const at = /at position (\d+)/.exec(raw);
    const offset = at ? Number(at[1]) : firstJsonError(body);
    const place = lc ? { line: Number(lc[1]), column: Number(lc[2]) } : lineColumn(body, offset < 0 ? body.length : offset);
    // Drop the place (given as line:column) and Node 20's quoted excerpt of the text ("…" is not valid JSON).
    const message = raw
      .replace(/\s*\(line \d+ column \d+\)/, '')
      .replace(/\s*(in JSON )?at position \d+.*$/s, '')
      .replace(/, (\.\.\.)?".*"(\.\.\.)? is not valid JSON$/s, '')
      .trim();
    return { error: { ...place, message } };
  }
}

export class CheckContext {
  readonly problems: string[] = [];
  private readonly cache = new Map<string, Promise<Json | undefined>>();

  constructor(readonly root: string) {}

  /** Records one problem: `file: /pointer: rule`. */
  report(file: string, at: string, rule: string): void {
    this.problems.push(`${file}: ${at || '/'}: ${rule}`);
  }

  async exists(rel: string): Promise<boolean> {
    return access(join(this.root, rel)).then(
      () => true,
      () => false,
    );
  }

  /**
   * The parsed file (read once per run), or undefined after reporting why: missing (unless `optional`), or a
   * syntax error as `file:line:column: message`.
   */
  readJson(rel: string, optional = false): Promise<Json | undefined> {
    const key = `${rel}\0${optional}`;
    let pending = this.cache.get(key);
    if (!pending) {
      pending = this.load(rel, optional);
      this.cache.set(key, pending);
    }
    return pending;
  }

  private async load(rel: string, optional: boolean): Promise<Json | undefined> {
    let text: string;
    try {
      text = await readFile(join(this.root, rel), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        if (!optional) this.report(rel, '/', 'file is missing');
      } else this.report(rel, '/', `cannot be read (${(error as Error).message})`);
      return undefined;
    }
    const parsed = parseJson(text);
    if ('value' in parsed) return parsed.value;
    const { line, column, message } = parsed.error;
    this.problems.push(`${rel}:${line}:${column}: ${message}`);
    return undefined;
  }
}

/** Calls `visit` for every value of a JSON document with its pointer and the name of the field holding it. */
export function walkJson(value: Json, visit: (value: Json, at: string, field: string | number | null) => void, at = '/', field: string | number | null = null): void {
  visit(value, at, field);
  if (Array.isArray(value)) value.forEach((item, i) => walkJson(item, visit, childPointer(at, i), i));
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value as Record<string, Json>)) walkJson(child, visit, childPointer(at, key), key);
  }
}
