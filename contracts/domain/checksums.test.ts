import { describe, expect, it } from 'vitest';
import { isValidIban, isValidLuhn, normaliseTrIban, readTrIban } from './checksums';

describe('readTrIban: a pasted text read as a Turkish IBAN', () => {
  it.each([
    ['TR33 0006 1005 1978 6457 8413 26', { kind: 'ok', digits: '330006100519786457841326' }],
    ['TR330006100519786457841326', { kind: 'ok', digits: '330006100519786457841326' }],
    [' tr33-0006-1005-1978-6457-8413-26 ', { kind: 'ok', digits: '330006100519786457841326' }],
    ['IBAN: TR33 0006 1005 1978 6457 8413 26', { kind: 'ok', digits: '330006100519786457841326' }],
    ['330006100519786457841326', { kind: 'ok', digits: '330006100519786457841326' }],
    ['TR33 0006 1005 1978 6457 8413 27', { kind: 'checksum', digits: '330006100519786457841327' }],
    ['DE89 3704 0044 0532 0130 00', { kind: 'foreign', country: 'DE' }],
    ['GB82 WEST 1234 5698 7654 32', { kind: 'foreign', country: 'GB' }],
    ['NL91ABNA0417164300', { kind: 'foreign', country: 'NL' }],
    ['TR33 0006 1005 1978 6457 8413', { kind: 'length', digits: 22 }],
    ['TR33 0006 1005 1978 6457 8413 2600', { kind: 'length', digits: 26 }],
    ['12345', { kind: 'length', digits: 5 }],
    ['hello', { kind: 'notIban' }],
    ['', { kind: 'notIban' }],
    ['TR33 ABCD 1005 1978 6457 8413 26', { kind: 'notIban' }],
  ])('%j → %j', (text, expected) => {
    expect(readTrIban(text)).toEqual(expected);
  });
});

describe('shared IBAN and Luhn checks', () => {
  it('mod-97 for any country, Turkish form from the mask', () => {
    expect(isValidIban('TR330006100519786457841326')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('TR330006100519786457841327')).toBe(false);
    expect(normaliseTrIban('330006100519786457841326')).toBe('TR330006100519786457841326');
    expect(normaliseTrIban('DE89370400440532013000')).toBeNull();
  });

  it('Luhn over 12-19 digits', () => {
    expect(isValidLuhn('4111 1111 1111 1111')).toBe(true);
    expect(isValidLuhn('4111 1111 1111 1112')).toBe(false);
  });
});
