/**
 * Where JSON text first goes wrong, as a character offset: a small RFC 8259 scanner used only after `JSON.parse`
 * failed without saying where (Node 20 says "Unexpected token 'x', "…" is not valid JSON" with no position).
 */

const WS = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;

/** Offset of the first character that makes `text` invalid JSON (text.length for a truncated text), or -1. */
export function firstJsonError(text: string): number {
  let i = 0;
  const skip = () => {
    while (i < text.length && WS.has(text[i])) i++;
  };
  const fail = (at: number): never => {
    throw at;
  };
  const sticky = (re: RegExp): boolean => {
    re.lastIndex = i;
    const m = re.exec(text);
    if (!m) return false;
    i += m[0].length;
    return true;
  };
  // A string: no raw control character (below U+0020), only JSON's escapes; ends at its closing quote.
  const string = () => {
    if (text[i] !== '"') fail(i);
    let j = i + 1;
    while (j < text.length && text[j] !== '"') {
      if (text.charCodeAt(j) < 0x20) fail(j);
      if (text[j] === '\\') {
        const next = text[j + 1] ?? '';
        if (next === 'u' ? !/^[0-9a-fA-F]{4}$/.test(text.slice(j + 2, j + 6)) : !'"\\/bfnrt'.includes(next) || next === '') fail(j + 1);
        j += next === 'u' ? 6 : 2;
        continue;
      }
      j++;
    }
    if (j >= text.length) fail(text.length);
    i = j + 1;
  };
  const value = (): void => {
    skip();
    const c = text[i];
    if (c === '{') {
      i++;
      skip();
      if (text[i] === '}') return void i++;
      for (;;) {
        skip();
        string();
        skip();
        if (text[i] !== ':') fail(i);
        i++;
        value();
        skip();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return void i++;
        else fail(i);
      }
    }
    if (c === '[') {
      i++;
      skip();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        skip();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void i++;
        else fail(i);
      }
    }
    if (c === '"') return string();
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) return void (i += word.length);
    }
    if (!sticky(NUMBER)) fail(i);
  };
  try {
    value();
    skip();
    if (i < text.length) fail(i);
    return -1;
  } catch (at) {
    return Math.min(at as number, text.length);
  }
}
