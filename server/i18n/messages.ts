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
  'account.resetCodeSent': 'If an account with this username exists, a reset code has been sent to its phone number.',
  'account.resetCodeSms': 'Your password reset code is {code}. It is valid for 10 minutes.',
  'account.codeAccepted': 'The code is correct. Please choose your new password.',
  'account.codeWrong': 'code: the code is not correct.',
  'account.codeExpired': 'code: the code has expired. Please request a new one.',
  'account.codeAttempts': 'code: too many wrong attempts. Please request a new code.',
  'account.passwordChanged': 'Your password has been changed.',
  'account.confirmMismatch': 'confirmPassword: passwords do not match.',
  'account.oldPasswordWrong': 'oldPassword: the current password is not correct.',
  'account.samePassword': 'password: the new password must differ from the current one.',
  'account.phoneCodeSent': 'A verification code has been sent to your phone.',
  'account.phoneCodeSms': 'Your phone verification code is {code}. It is valid for 10 minutes.',
  'account.phoneVerified': 'Your phone number has been verified.',
  'account.codeRequired': 'code: is required',
  'bonus.trialGranted': 'Your ₺{amount} trial bonus has been added to your balance.',
  'bonus.trialAlreadyUsed': 'You have already received the trial bonus.',
  'bonus.trialUnavailable': 'The trial bonus is not available at the moment.',
  'bonus.phoneNotVerified': 'Please verify your phone number to receive the trial bonus.',
  'bonus.trialName': 'Trial bonus',
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
  'account.resetCodeSent': 'Bu kullanıcı adına ait bir hesap varsa, kayıtlı telefon numarasına bir sıfırlama kodu gönderildi.',
  'account.resetCodeSms': 'Şifre sıfırlama kodunuz {code}. 10 dakika geçerlidir.',
  'account.codeAccepted': 'Kod doğru. Lütfen yeni şifrenizi belirleyin.',
  'account.codeWrong': 'code: kod doğru değil.',
  'account.codeExpired': 'code: kodun süresi doldu. Lütfen yeni bir kod isteyin.',
  'account.codeAttempts': 'code: çok fazla hatalı deneme. Lütfen yeni bir kod isteyin.',
  'account.passwordChanged': 'Şifreniz değiştirildi.',
  'account.confirmMismatch': 'confirmPassword: şifreler eşleşmiyor.',
  'account.oldPasswordWrong': 'oldPassword: mevcut şifre doğru değil.',
  'account.samePassword': 'password: yeni şifre mevcut şifreden farklı olmalıdır.',
  'account.phoneCodeSent': 'Telefonunuza bir doğrulama kodu gönderildi.',
  'account.phoneCodeSms': 'Telefon doğrulama kodunuz {code}. 10 dakika geçerlidir.',
  'account.phoneVerified': 'Telefon numaranız doğrulandı.',
  'account.codeRequired': 'code: zorunludur',
  'bonus.trialGranted': '₺{amount} deneme bonusunuz bakiyenize eklendi.',
  'bonus.trialAlreadyUsed': 'Deneme bonusunu zaten aldınız.',
  'bonus.trialUnavailable': 'Deneme bonusu şu anda kullanılamıyor.',
  'bonus.phoneNotVerified': 'Deneme bonusunu almak için lütfen telefon numaranızı doğrulayın.',
  'bonus.trialName': 'Deneme bonusu',
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
