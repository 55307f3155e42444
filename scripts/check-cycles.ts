/**
 * No import cycles (docs/boundaries.md): builds the graph of the static value imports of every TypeScript file of the
 * project (tsconfig.json's files) and fails, printing each cycle, when a file can reach itself. Type-only imports
 * (`import type`, `export type … from`, imports whose every name is `type`) and dynamic `import()` are not edges: they
 * are erased or run later, so they cannot make a module run before the module it imports has finished. Modules are
 * resolved by TypeScript's own resolver with the project's options, so what is checked is what the compiler sees.
 * Run by `npm test` (scripts/test.ts) next to lint; `npx tsx scripts/check-cycles.ts`. Exit 1 on a cycle.
 */
import ts from 'typescript';
import path from 'node:path';

const root = process.cwd();
const configPath = path.join(root, 'tsconfig.json');
const parsed = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, root);
const options = parsed.options;
const files = parsed.fileNames.filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'));
const resolutionCache = ts.createModuleResolutionCache(root, (f) => f, options);

/** The module specifiers `file` imports for their values (static imports and re-exports, not type-only ones). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, false);
  const specs: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) specs.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause;
      const onlyTypes = node.isTypeOnly || (named && ts.isNamedExports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) specs.push(node.moduleSpecifier.text);
    }
  }
  return specs;
}

const graph = new Map<string, string[]>();
for (const file of files) {
  const edges: string[] = [];
  for (const spec of valueImports(file)) {
    // Packages cannot import the project back; project files are relative (`./`) or aliased (tsconfig.json `paths`).
    if (!spec.startsWith('.') && !spec.startsWith('@')) continue;
    const resolved = ts.resolveModuleName(spec, file, options, ts.sys, resolutionCache).resolvedModule;
    if (resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.endsWith('.d.ts')) {
      edges.push(path.resolve(resolved.resolvedFileName));
    }
  }
  graph.set(path.resolve(file), edges);
}

// Tarjan's strongly connected components, iterative (no recursion limit on long import chains).
let counter = 0;
const index = new Map<string, number>();
const low = new Map<string, number>();
const onStack = new Set<string>();
const stack: string[] = [];
const cycles: string[][] = [];
for (const start of graph.keys()) {
  if (index.has(start)) continue;
  const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
  index.set(start, counter);
  low.set(start, counter++);
  stack.push(start);
  onStack.add(start);
  while (work.length > 0) {
    const frame = work[work.length - 1];
    const edges = graph.get(frame.node) ?? [];
    if (frame.next < edges.length) {
      const to = edges[frame.next++];
      if (!graph.has(to)) continue;
      if (!index.has(to)) {
        index.set(to, counter);
        low.set(to, counter++);
        stack.push(to);
        onStack.add(to);
        work.push({ node: to, next: 0 });
      } else if (onStack.has(to)) {
        low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
      }
      continue;
    }
    work.pop();
    if (work.length > 0) {
      const parent = work[work.length - 1].node;
      low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
    }
    if (low.get(frame.node) === index.get(frame.node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfLoop = component.length === 1 && (graph.get(frame.node) ?? []).includes(frame.node);
      if (component.length > 1 || selfLoop) cycles.push(component);
    }
  }
}

/** One concrete cycle through the component's first file, as a readable chain. */
function chain(component: string[]): string {
  const members = new Set(component);
  const first = component[0];
  const previous = new Map<string, string>();
  const queue = [first];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === first) {
        const between: string[] = [];
        for (let at = node; at !== first; at = previous.get(at)!) between.unshift(at);
        return [first, ...between, first].map((f) => path.relative(root, f)).join(' → ');
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return component.map((f) => path.relative(root, f)).join(', ');
}

if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}); break each by moving what both sides need to a third module:`);
  for (const component of cycles) console.error(`  ${chain(component)}`);
  process.exit(1);
}
console.log(`No import cycles among ${graph.size} files.`);
