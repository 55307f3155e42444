/**
 * Link check of the repository's own documentation ("README links only to files in the repo").
 * Every link of README.md and docs/**.md — markdown `[text](target)`, images, reference definitions and HTML
 * `href`/`src` — must name a file or folder inside the repository that exists, and a `#anchor` must be a heading of
 * the markdown file it points to (GitHub's anchors). Web links must be https. Code blocks and inline code are not
 * links and are skipped.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** One broken link: the file (relative to the root), its line (1-based), the target as written, and why. */
interface LinkProblem {
  file: string;
  line: number;
  target: string;
  problem: string;
}

/** README.md and every markdown file under docs/ of `root`, relative to it, sorted. */
function documentationFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return walk(rel);
      return entry.name.endsWith('.md') ? [rel] : [];
    });
  const docs = existsSync(join(root, 'docs')) ? walk('docs') : [];
  return [...(existsSync(join(root, 'README.md')) ? ['README.md'] : []), ...docs.sort()];
}

/** The markdown's lines with fenced code blocks blanked (line count kept) and, unless `keepInline`, inline code removed. */
function withoutCode(markdown: string, keepInline = false): string[] {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const opener = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (opener !== undefined && opener[0] === fence[0] && opener.length >= fence.length) fence = null;
      return '';
    }
    if (opener !== undefined) {
      fence = opener;
      return '';
    }
    return keepInline ? line : line.replace(/(`+)[^`]*?\1/g, '');
  });
}

/** Every link target of `markdown` with its 1-based line. */
export function linkTargets(markdown: string): { line: number; target: string }[] {
  const found: { line: number; target: string }[] = [];
  withoutCode(markdown).forEach((text, index) => {
    const add = (target: string) => found.push({ line: index + 1, target: target.trim().replace(/^<(.*)>$/, '$1') });
    // [text](target "title") and ![alt](target); the target ends at white space or the closing parenthesis.
    for (const m of text.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g)) add(m[1]);
    const reference = /^\s{0,3}\[[^\]]+\]:\s*(\S+)/.exec(text);
    if (reference) add(reference[1]);
    for (const m of text.matchAll(/\b(?:href|src)\s*=\s*"([^"]*)"/g)) add(m[1]);
  });
  return found;
}

/** GitHub's anchor of a heading text: lower case, punctuation dropped (letters, digits, `-`, `_` kept), spaces → `-`. */
export function headingAnchor(heading: string): string {
  const text = heading
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '');
  return text.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

/** Every anchor GitHub makes for the headings of `markdown`, repeated ones numbered `-1`, `-2`… as GitHub does. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCode(markdown, true)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = headingAnchor(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** What is wrong with `target` written in `file` (relative to `root`), or null when it is a good link. */
function checkTarget(root: string, file: string, target: string): string | null {
  if (/^https:\/\//i.test(target)) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return 'only https web links or files of the repository';
  if (target === '') return 'empty link';
  const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
  let path: string;
  try {
    path = decodeURIComponent(pathPart);
  } catch {
    return 'undecodable path';
  }
  if (isAbsolute(path) || path.startsWith('/')) return 'absolute path: link relative to the file';
  const full = path === '' ? join(root, file) : resolve(root, dirname(file), path);
  const inside = relative(root, full);
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return 'points outside the repository';
  if (inside.split(sep)[0] === 'node_modules') return 'points into node_modules';
  if (!existsSync(full)) return 'no such file in the repository';
  if (anchor === undefined || anchor === '') return null;
  if (statSync(full).isDirectory() || !full.endsWith('.md')) return null;
  return headingAnchors(readFileSync(full, 'utf8')).has(decodeURIComponent(anchor).toLowerCase())
    ? null
    : `no heading with the anchor #${anchor} in ${relative(root, full).split(sep).join('/')}`;
}

/** Every broken link of the documentation of `root` (README.md and docs/); [] when all are good. */
export function checkDocLinks(root: string, files: string[] = documentationFiles(root)): LinkProblem[] {
  return files.flatMap((file) =>
    linkTargets(readFileSync(join(root, file), 'utf8')).flatMap(({ line, target }) => {
      const problem = checkTarget(root, file, target);
      return problem === null ? [] : [{ file, line, target, problem }];
    }),
  );
}
