import { describe, expect, it } from 'vitest';
import { parseJson } from './context';
import { firstJsonError } from './json-position';

describe('JSON syntax errors as line:column', () => {
  it.each([
    ['{ "a": \'x\' }', 1, 8, "Unexpected token '''"],
    ['{\n  "a": 1,\n}', 3, 1, 'Expected double-quoted property name'],
    ['{"a":', 1, 6, 'Unexpected end of JSON input'],
    ['{"a" 1}', 1, 6, "Expected ':' after property name"],
    ['[1,2]x', 1, 6, 'Unexpected non-whitespace character after JSON'],
    ['{\n"a":"b\nc"}', 2, 7, 'Bad control character in string literal'],
  ])('%j → %i:%i', (text, line, column, message) => {
    expect(parseJson(text)).toEqual({ error: { line, column, message } });
  });

  it('finds nothing wrong in valid JSON, the place of a bad escape', () => {
    expect(firstJsonError('{"a": ["x\\u00e7", 1.5e3, true, null, {}]}')).toBe(-1);
    expect(firstJsonError('{"a": "\\q"}')).toBe(8);
    expect(parseJson('\uFEFF{"a": 1}')).toEqual({ value: { a: 1 } });
  });
});
