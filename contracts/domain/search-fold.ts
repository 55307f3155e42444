/**
 * Turkish-aware name search, written once for the site and the server (docs/lobby.md): the platform server's
 * casino lookup (server/casino/casino.ts) and the lobby's instant narrowing (src/features/casino) both import it,
 * so a name the site narrows to is a name the server finds. No imports: the server loads this file as is.
 */

/** Dotted and dotless i in either case: a Turkish player types any of them for any other. */
const ANY_I = /[Iıİ]/g;
/** Combining marks left by NFD (ş → s + cedilla, ğ → g + breve, İ → I + dot above, é → e + acute). */
const MARKS = /\p{M}/gu;
/** Typographic apostrophes and quotes: "Gonzo’s Quest" is found by "gonzo's". */
const APOSTROPHES = /[‘’ʼ`´]/g;

/**
 * The form two texts are compared in: I, ı, İ and i are one letter; ç ğ ö ş ü (and any other accent) match their
 * base letter, so a player on a keyboard without Turkish letters finds "Şeker" by "seker"; lower case independent
 * of the runtime's locale (a plain toLowerCase would turn "I" into "i" in English but not in Turkish rules, and
 * "İ" into "i̇" with a stray dot); runs of white space become one space. E.g. "BİG BASS", "big bass", "BIG BASS" → "big
 * bass"; "IĞDIR", "ığdır" → "igdir"; "ŞEKER" → "seker".
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(ANY_I, 'i')
    .toLowerCase()
    .replace(MARKS, '')
    .replace(APOSTROPHES, "'")
    .replace(/\s+/g, ' ');
}

/**
 * The items whose name contains `term` (both folded; `folded` gives an item's folded name, e.g.
 * `(g) => foldSearchText(g.name)` or a precomputed one), those whose match starts earliest first, then by folded
 * name. A blank term matches every item (by name), as the old SQL `LIKE '%%'` did. The order is the server's (docs/product.md §7 casino/games {search}: "the
 * first game is opened for the lookup"), so the site's narrowing shows the same first game.
 */
export function rankByName<T>(items: readonly T[], term: string, folded: (item: T) => string): T[] {
  const needle = foldSearchText(term).trim();
  const hits: { item: T; at: number; key: string }[] = [];
  for (const item of items) {
    const key = folded(item);
    const at = key.indexOf(needle);
    if (at >= 0) hits.push({ item, at, key });
  }
  hits.sort((a, b) => a.at - b.at || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return hits.map((hit) => hit.item);
}
