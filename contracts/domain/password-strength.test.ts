import { describe, expect, it } from 'vitest';
import { COMMON_GUESS_FLOOR, loadPasswordJudge, verdictOf } from './password-strength';

describe('password-strength: the common-password rule (docs/security.md "Common passwords")', () => {
  it('refuses entries of the common-password list, in any spelling zxcvbn knows, and passwords under the guess floor', async () => {
    const judge = await loadPasswordJudge();
    for (const password of ['123456', 'password1', 'qwerty', 'Password1', 'P@ssw0rd', 'galatasaray', 'abcde', 'qwertyuiop', 'a'.repeat(40)]) {
      expect(judge(password), password).toMatchObject({ common: true, strength: 'weak' });
    }
    expect(judge('123456')).toMatchObject({ warning: 'topTen', suggestion: 'anotherWord' });
  });

  it('accepts the demo and test-suite passwords and rates long unusual ones strong', async () => {
    const judge = await loadPasswordJudge();
    for (const password of ['Demo12345', 'secret123', 'Secret123', 'brandNew77', 'newSecret9']) {
      expect(judge(password).common, password).toBe(false);
    }
    expect(judge('Ayva.Sepeti.83')).toEqual({ common: false, strength: 'strong', warning: null, suggestion: null });
  });

  it('judges a long password by its first ANALYSED_LENGTH characters, so crafted long input costs what 24 characters cost', async () => {
    const judge = await loadPasswordJudge();
    expect(judge('x9'.repeat(50)).common).toBe(true);
    expect(judge(`${'x9'.repeat(12)}Ayva.Sepeti.83`).common).toBe(true);
    expect(judge(`password1${'Ayva.Sepeti.83'.repeat(2)}`)).toMatchObject({ common: false, strength: 'strong' });
  });

  it('loads the dictionaries once: every call answers the same judge', async () => {
    expect(await loadPasswordJudge()).toBe(await loadPasswordJudge());
  });

  it('reads a whole-password list entry, the guess floor and the score into the three levels', () => {
    const list = { pattern: 'dictionary', dictionaryName: 'passwords-common', i: 0, j: 10 };
    const feedback = { warning: null, suggestions: [] };
    // A list entry is common however many guesses zxcvbn gives it ('galatasaray' ranks about 16 700).
    expect(verdictOf('galatasaray', { score: 1, guesses: 16_732, sequence: [list], feedback }).common).toBe(true);
    // A list word that is only part of the password is not the whole entry.
    expect(verdictOf('galatasaray', { score: 2, guesses: 2e6, sequence: [{ ...list, j: 5 }, { pattern: 'bruteforce', i: 6, j: 10 }], feedback }))
      .toMatchObject({ common: false, strength: 'fair' });
    expect(verdictOf('x-x-x-x', { score: 1, guesses: COMMON_GUESS_FLOOR - 1, sequence: [], feedback }).common).toBe(true);
    expect(verdictOf('x-x-x-x', { score: 1, guesses: COMMON_GUESS_FLOOR, sequence: [], feedback })).toMatchObject({ common: false, strength: 'weak' });
    expect(verdictOf('Kestane42', { score: 3, guesses: 1e9, sequence: [], feedback }).strength).toBe('strong');
    expect(verdictOf('', { score: 0, guesses: 1, sequence: [], feedback }).common).toBe(true);
  });
});
