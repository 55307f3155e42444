/** Helpers of the server/site-config suites: a temp copy of the repository's config and a dist holding the real index.html template. */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REPO = join(import.meta.dirname, '..', '..');

/** A folder with a copy of config/ (editable) and links to schemas/ and src/ (the check reads them); remove() deletes it. */
export function tempConfigRoot(): { root: string; edit: (rel: string, change: (json: Record<string, unknown>) => void) => void; write: (rel: string, text: string) => void; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'site-config-'));
  cpSync(join(REPO, 'config'), join(root, 'config'), { recursive: true });
  symlinkSync(join(REPO, 'schemas'), join(root, 'schemas'));
  symlinkSync(join(REPO, 'src'), join(root, 'src'));
  return {
    root,
    edit(rel, change) {
      const file = join(root, rel);
      const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      change(json);
      writeFileSync(file, JSON.stringify(json, null, 2));
    },
    write: (rel, text) => writeFileSync(join(root, rel), text),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** A dist folder whose index.html is the repository's template (the placeholders the server fills). */
export function tempDist(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'site-dist-'));
  writeFileSync(join(dir, 'index.html'), readFileSync(join(REPO, 'index.html'), 'utf8'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The boot data of a served page, parsed from its `#site-boot` block (the text up to the first `</script>`). */
export function bootOfPage(html: string): Record<string, unknown> & { brand: string; theme: Record<string, unknown> & { colors: Record<string, string>; logos: Record<string, string> } } {
  const start = html.indexOf('<script type="application/json" id="site-boot">');
  if (start < 0) throw new Error('no #site-boot block');
  const from = start + '<script type="application/json" id="site-boot">'.length;
  return JSON.parse(html.slice(from, html.indexOf('</script>', from))) as ReturnType<typeof bootOfPage>;
}
