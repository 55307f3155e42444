/**
 * Duplicate ids (docs/architecture.md "What the config check refuses"): in any list of a config file, two objects with the same `id` (menu sections,
 * footer content links, language `code`s…), and route ids across the whole routes.json tree (react-router refuses a
 * tree with a duplicate id: every player would get a blank page). Both places are named.
 */
import { type CheckContext, type Json, childPointer, walkJson } from './context';

/** Fields that identify an item of any list. */
const ID_FIELDS = ['id', 'code'] as const;

/**
 * Lists the site renders keyed by another field (React `key`: two equal keys mix up the items), by file name:
 * menu items and group children by `title`, Follow Me links and footer support links by `appKey`, header quick
 * links by `url` (src/app/layout).
 */
export const KEYED_LISTS: Record<string, { list: RegExp; field: string }[]> = {
  menu: [
    { list: /^\/sections\/\d+\/items(\/\d+\/children)*$/, field: 'title' },
    { list: /^\/followMe\/links$/, field: 'appKey' },
    { list: /^\/quickLinks$/, field: 'url' },
  ],
  footer: [{ list: /^\/support$/, field: 'appKey' }],
};

/**
 * Reports two items of one list sharing an `id` (or `code`), anywhere in the document, and two items of a keyed
 * list (`keyed`, e.g. KEYED_LISTS.menu) sharing their key.
 */
export function checkListIds(ctx: CheckContext, rel: string, doc: Json, keyed: { list: RegExp; field: string }[] = []): void {
  walkJson(doc, (value, at) => {
    if (!Array.isArray(value)) return;
    const fields = [...ID_FIELDS, ...keyed.filter((k) => k.list.test(at)).map((k) => k.field)];
    for (const field of fields) {
      const seen = new Map<string, string>();
      value.forEach((item, i) => {
        if (item === null || typeof item !== 'object' || !(field in item)) return;
        const id = JSON.stringify((item as Record<string, Json>)[field]);
        const here = childPointer(childPointer(at, i), field);
        const first = seen.get(id);
        if (first) ctx.report(rel, here, `duplicate ${field} ${id} (also at ${first})`);
        else seen.set(id, here);
      });
    }
  });
}

interface RouteLike {
  id?: Json;
  children?: RouteLike[];
}

/** Reports route ids used twice anywhere in the tree (nested lists included), naming the first use. */
export function checkRouteIds(ctx: CheckContext, rel: string, routes: RouteLike[]): void {
  const seen = new Map<string, string>();
  const walk = (list: RouteLike[], at: string) => {
    list.forEach((route, i) => {
      const here = `${at}/${i}`;
      if (typeof route.id === 'string') {
        const first = seen.get(route.id);
        // A duplicate between siblings is also a list duplicate (checkListIds): report it once, here.
        if (first) ctx.report(rel, `${here}/id`, `duplicate route id "${route.id}" (also at ${first})`);
        else seen.set(route.id, `${here}/id`);
      }
      if (Array.isArray(route.children)) walk(route.children, `${here}/children`);
    });
  };
  walk(routes, '/routes');
}
