import type { Locale } from './locale.ts';

/**
 * Every human message the server sends, per locale. `{name}` placeholders are filled by `translate`.
 * Keys are grouped by area so later issues add their own block.
 */
const en = {
  'common.ok': 'OK',
  'common.internalError': 'Internal error',
  'common.notFound': 'Not found',
  'common.badRequest': 'Invalid request',
  'common.tooManyRequests': 'Too many attempts. Please try again in {seconds} seconds.',
  'auth.unauthorized': 'Your session has expired. Please log in again.',
  'auth.wrongCredentials': 'Username or password is incorrect.',
  'auth.accountBlocked': 'This account is not active. Please contact support.',
  'auth.loginSuccess': 'Login successful. Welcome, {name}!',
  'auth.logoutSuccess': 'You have been logged out.',
  'auth.registerSuccess': 'Registration successful. Welcome, {name}!',
  'auth.usernameTaken': 'username: this username is already taken.',
  'auth.emailTaken': 'email: this e-mail address is already registered.',
  'auth.passwordMismatch': 'password2: passwords do not match.',
  'auth.unknownCountry': 'country: unknown country.',
  'auth.invalidBirthDate': 'birthDate: not a valid date.',
  'auth.tooYoung': 'birthDate: you must be at least 18 years old.',
  'wallet.insufficientFunds': 'Insufficient balance.',
} as const;

export type MessageKey = keyof typeof en;

const tr: Record<MessageKey, string> = {
  'common.ok': 'Tamam',
  'common.internalError': 'Sunucu hatası',
  'common.notFound': 'Bulunamadı',
  'common.badRequest': 'Geçersiz istek',
  'common.tooManyRequests': 'Çok fazla deneme yapıldı. Lütfen {seconds} saniye sonra tekrar deneyin.',
  'auth.unauthorized': 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  'auth.wrongCredentials': 'Kullanıcı adı veya şifre hatalı.',
  'auth.accountBlocked': 'Bu hesap aktif değil. Lütfen destek ile iletişime geçin.',
  'auth.loginSuccess': 'Giriş başarılı. Hoş geldiniz, {name}!',
  'auth.logoutSuccess': 'Çıkış yapıldı.',
  'auth.registerSuccess': 'Kayıt başarılı. Hoş geldiniz, {name}!',
  'auth.usernameTaken': 'username: bu kullanıcı adı zaten kullanılıyor.',
  'auth.emailTaken': 'email: bu e-posta adresi zaten kayıtlı.',
  'auth.passwordMismatch': 'password2: şifreler eşleşmiyor.',
  'auth.unknownCountry': 'country: bilinmeyen ülke.',
  'auth.invalidBirthDate': 'birthDate: geçerli bir tarih değil.',
  'auth.tooYoung': 'birthDate: en az 18 yaşında olmalısınız.',
  'wallet.insufficientFunds': 'Yetersiz bakiye.',
};

const catalogue: Record<Locale, Record<MessageKey, string>> = { en, tr };

/** Fills `{placeholder}`s; unknown placeholders stay visible so a missing parameter is noticed. */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The message `key` in `locale`, with `params` filled in. */
export function translate(locale: Locale, key: MessageKey, params?: Record<string, string | number>): string {
  return format(catalogue[locale][key], params);
}
