import { TextField } from './text-field';
import type { TextFieldProps } from './text-field';

/**
 * The field for a code from an authenticator app (docs/security.md "Two-step sign-in"): six digits, typed with the
 * numeric keyboard or filled from the one-time-code suggestion; a space the app shows between the two halves is
 * allowed (7 characters), the server drops it. The caller gives the label, hint, value and onChange.
 */
export function AuthenticatorCodeField(props: Pick<TextFieldProps, 'label' | 'hint' | 'value' | 'onChange'>) {
  return <TextField {...props} inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" maxLength={7} required />;
}
