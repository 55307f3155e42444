/**
 * The statements of a migration without its comments (docs/architecture.md "Migrations"): `--` line comments and
 * `/* *\/` blocks (nested, as PostgreSQL nests them) become one space, every run of whitespace becomes one space,
 * and the ends are trimmed. String literals ('…', E'…' with backslash escapes), quoted identifiers ("…") and
 * dollar-quoted bodies ($$…$$, $tag$…$tag$) are copied verbatim, so a `--` or `/*` inside them, and their
 * whitespace, stay part of the statement. An unterminated literal or comment runs to the end of the text, as the
 * server would read it (and then refuse it).
 */
export function migrationStatements(sql: string): string {
  let out = '';
  let pendingSpace = false;
  const emit = (text: string): void => {
    if (pendingSpace && out !== '') out += ' ';
    pendingSpace = false;
    out += text;
  };
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    const next = sql[i + 1];
    if (c === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
      pendingSpace = true;
    } else if (c === '/' && next === '*') {
      let depth = 1;
      i += 2;
      while (i < sql.length && depth > 0) {
        if (sql[i] === '/' && sql[i + 1] === '*') {
          depth += 1;
          i += 2;
        } else if (sql[i] === '*' && sql[i + 1] === '/') {
          depth -= 1;
          i += 2;
        } else i += 1;
      }
      pendingSpace = true;
    } else if (/\s/.test(c)) {
      i += 1;
      pendingSpace = true;
    } else if (c === "'" || c === '"') {
      // E'…' (an escape string) lets a backslash escape the quote; a doubled quote escapes it in every kind.
      const escapes = c === "'" && /[Ee]/.test(sql[i - 1] ?? '') && !/[\w$]/.test(sql[i - 2] ?? '');
      let j = i + 1;
      while (j < sql.length) {
        if (escapes && sql[j] === '\\') j += 2;
        else if (sql[j] === c && sql[j + 1] === c) j += 2;
        else if (sql[j] === c) break;
        else j += 1;
      }
      emit(sql.slice(i, j + 1));
      i = j + 1;
    } else if (c === '$' && !/[\w$]/.test(sql[i - 1] ?? '')) {
      const tag = /^\$(?:[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/.exec(sql.slice(i));
      if (tag) {
        const close = sql.indexOf(tag[0], i + tag[0].length);
        const end = close === -1 ? sql.length : close + tag[0].length;
        emit(sql.slice(i, end));
        i = end;
      } else {
        emit(c);
        i += 1;
      }
    } else {
      emit(c);
      i += 1;
    }
  }
  return out;
}
