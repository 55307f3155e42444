import { atom } from 'jotai';

/**
 * Authentication and account dialogs. Only one is open at a time: opening one closes the others (docs/product.md §2).
 * `null` means no dialog. Feature code opens a dialog with `set(dialogAtom, { name: 'login' })`.
 */
export type DialogName =
  | 'login'
  | 'register'
  | 'recovery'
  | 'phone'
  | 'sms-verify'
  | 'change-password'
  | 'congratulations'
  | 'deposit'
  | 'withdraw'
  | 'promotion'
  | 'popup'
  | 'game';

export interface DialogState {
  name: DialogName;
  /** Dialog-specific data, e.g. `{ id, type, title }` for the dynamic payment dialogs (docs/product.md §2). */
  data?: Record<string, unknown>;
}

export const dialogAtom = atom<DialogState | null>(null);
