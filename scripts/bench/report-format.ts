/** Number formats and the markdown table of the bench's output (report.ts, report-db.ts). */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
export const int = (value: number) => Math.round(value).toLocaleString('en');
export const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.1 ? 1 : 0)} %`;

/** A markdown table: first column left-aligned, the others right-aligned, padded to the widest cell. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [line(header), `|${widths.map((w, i) => (i === 0 ? ` ${'-'.repeat(w)} ` : ` ${'-'.repeat(w - 1)}: `)).join('|')}|`, ...rows.map(line)].join('\n');
}
