import { loadPasswordJudge } from '@contracts/domain/password-strength';
import { ApiFailure } from '@server/http/envelope';
import { fieldLabel } from '@server/i18n/field-labels';
import { translate } from '@server/i18n/messages';

/**
 * The server side of the common-password rule (contracts/domain/password-strength.ts; docs/security.md "Common
 * passwords"): the site checks the same rule before submit, the server decides. The dictionaries load once per process
 * (the judge's promise is shared; app.ts warms it when the server gets ready), never per request.
 *
 * Resolves when `password` is not common; otherwise throws ApiFailure 400 'auth.commonPassword' naming `field` by its
 * form label, in the request's language: 'Password is one of the most common passwords. …' / 'Şifre …'.
 */
export async function refuseCommonPassword(password: string, field = 'password'): Promise<void> {
  const judge = await loadPasswordJudge();
  if (!judge(password).common) return;
  throw new ApiFailure(400, 'auth.commonPassword', {}, null, (locale) =>
    translate(locale, 'auth.commonPassword', { field: fieldLabel(field, locale) }),
  );
}

/** Loads the rule's dictionaries (about 150 ms, once per process); buildApp runs it when the server gets ready. */
export async function warmPasswordRule(): Promise<void> {
  await loadPasswordJudge();
}
