/**
 * The common-password rule of new passwords (docs/security.md "Common passwords"), written once for the site's forms
 * (src/forms/cross-field.ts, the strength hint of src/forms/widgets/new-password-widget.tsx) and the platform server
 * (auth/register, auth/changepasswordwithcode, customer/changepassword; server/auth/password-rule.ts).
 *
 * A new password is COMMON, and refused, when zxcvbn (`@zxcvbn-ts/core` with the `@zxcvbn-ts/language-common`
 * dictionaries) finds either
 * - that the whole password is one entry of the common-password list (`passwords-common`, passwords ranked by how
 *   often they appear in breaches), also in a capitalised, reversed or l33t spelling ('Password1', 'P@ssw0rd',
 *   'galatasaray'), or
 * - fewer than COMMON_GUESS_FLOOR guesses for it (runs, keyboard rows, sequences: 'abcde', 'qwertyuiop', 'aaaaaaaa').
 * The spec's 5-character floor (docs/product.md §5) is the schemas' minLength and stays as it is: this rule comes on top.
 *
 * The dictionaries weigh about a megabyte, so this file imports them only inside loadPasswordJudge (a dynamic import:
 * on the site a chunk of its own, fetched by the forms that take a new password; on the server loaded once per
 * process). Everything else here is pure code.
 */

/** Passwords zxcvbn guesses in fewer tries than this are common (10⁴: 'secret123' takes about 2·10⁴ and passes). */
export const COMMON_GUESS_FLOOR = 10_000;

/**
 * zxcvbn reads at most this many leading characters (its `maxLength`). Its matching grows steeply with length on
 * crafted input (about 300 ms for 100 characters, 65 ms at 24, on the 2-core machine; docs/security.md), and the list's
 * longest entry has 20 characters, so nothing in the list is missed; a longer password is judged by its first 24.
 */
export const ANALYSED_LENGTH = 24;

/** The hint's three levels: weak (common, or zxcvbn score 0–1), fair (score 2), strong (score 3–4). */
export type PasswordStrength = 'weak' | 'fair' | 'strong';

/**
 * What the rule says about one password. `warning` and `suggestion` are zxcvbn's feedback keys (e.g. 'topTen',
 * 'anotherWord'); the site shows them as `passwordStrength.warnings.<key>` / `passwordStrength.suggestions.<key>`.
 */
export interface PasswordVerdict {
  common: boolean;
  strength: PasswordStrength;
  warning: string | null;
  suggestion: string | null;
}

/** The rule with its dictionaries loaded: verdict of a password (any length; '' is weak and common). */
export type PasswordJudge = (password: string) => PasswordVerdict;

/** The part of a zxcvbn result the rule reads (so the rule can be tested without the dictionaries). */
export interface ZxcvbnReading {
  score: number;
  guesses: number;
  sequence: readonly { pattern: string; dictionaryName?: string; i: number; j: number }[];
  feedback: { warning: string | null; suggestions: readonly string[] };
}

/** The dictionary of the common-password list in @zxcvbn-ts/language-common 4.x. */
export const COMMON_LIST = 'passwords-common';

/** The verdict for `password` from zxcvbn's reading of it. Pure. */
export function verdictOf(password: string, reading: ZxcvbnReading): PasswordVerdict {
  const [only, ...rest] = reading.sequence;
  const wholeListEntry =
    only !== undefined && rest.length === 0 && only.pattern === 'dictionary' && only.dictionaryName === COMMON_LIST &&
    only.i === 0 && only.j === password.length - 1;
  const common = password.length === 0 || wholeListEntry || reading.guesses < COMMON_GUESS_FLOOR;
  const strength: PasswordStrength = common || reading.score <= 1 ? 'weak' : reading.score === 2 ? 'fair' : 'strong';
  return {
    common,
    strength,
    warning: reading.feedback.warning || null,
    suggestion: reading.feedback.suggestions[0] ?? null,
  };
}

let loading: Promise<PasswordJudge> | null = null;

/**
 * The judge, with zxcvbn and its common dictionaries loaded on the first call and the same promise returned after
 * (one load per page or server process). Rejects when the dictionaries cannot be fetched (the site then shows no hint
 * and leaves the refusal to the server; a later call tries again).
 */
export function loadPasswordJudge(): Promise<PasswordJudge> {
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, common] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]);
    const zxcvbn = new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs, maxLength: ANALYSED_LENGTH });
    return (password: string) => verdictOf(password, zxcvbn.check(password));
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
