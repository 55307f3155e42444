/**
 * Server messages of the registration checks and the identity step (issue 17 items 1, 5, 12, 13), spread into the
 * catalogue of messages.ts. The refusal of item 1 is neutral on purpose: it never says whether someone is excluded.
 */
export const registrationEn = {
  'auth.registrationRefused': 'We cannot open an account with these details. Please contact support.',
  'account.phoneRefused': 'This phone number cannot be verified for this account. Please contact support.',
  'auth.nationalRegisterListed':
    'Registration is not possible: these identity details are listed in the national self-exclusion register. Only the register can lift this.',
  'auth.nationalRegisterLogin':
    'You cannot log in: your identity is listed in the national self-exclusion register. Only the register can lift this.',
  'auth.nationalRegisterDown': 'The national self-exclusion register cannot be reached right now. Please try again later.',
  'protection.identityRequired':
    'Please confirm your identity before your first deposit or game: your TC identity number and birth date (18 or older).',
  'protection.invalidTcNumber': 'The TC identity number is not valid.',
  'protection.identitySaved': 'Thank you, your identity details are saved.',
  'protection.identityLocked': 'Your identity details are already confirmed. Please contact support to change them.',
  'bonus.notOffered': 'Bonus offers are not available during a time-out or self-exclusion.',
  'test.nationalRegisterEntry': 'Give a valid TC number, or a name, surname and birth date.',
} as const;

export const registrationTr: Record<keyof typeof registrationEn, string> = {
  'auth.registrationRefused': 'Bu bilgilerle hesap açamıyoruz. Lütfen destek ile iletişime geçin.',
  'account.phoneRefused': 'Bu telefon numarası bu hesap için doğrulanamıyor. Lütfen destek ile iletişime geçin.',
  'auth.nationalRegisterListed':
    'Kayıt yapılamıyor: bu kimlik bilgileri ulusal kendini oyundan men listesinde kayıtlı. Bu kaydı yalnızca liste kaldırabilir.',
  'auth.nationalRegisterLogin':
    'Giriş yapamazsınız: kimliğiniz ulusal kendini oyundan men listesinde kayıtlı. Bu kaydı yalnızca liste kaldırabilir.',
  'auth.nationalRegisterDown': 'Ulusal kendini oyundan men listesine şu anda ulaşılamıyor. Lütfen daha sonra tekrar deneyin.',
  'protection.identityRequired':
    'İlk yatırımınızdan veya oyununuzdan önce lütfen kimliğinizi doğrulayın: TC kimlik numaranız ve doğum tarihiniz (18 yaş ve üzeri).',
  'protection.invalidTcNumber': 'TC kimlik numarası geçerli değil.',
  'protection.identitySaved': 'Teşekkürler, kimlik bilgileriniz kaydedildi.',
  'protection.identityLocked': 'Kimlik bilgileriniz zaten doğrulandı. Değiştirmek için lütfen destek ile iletişime geçin.',
  'bonus.notOffered': 'Mola veya kendini oyundan men süresince bonus teklifleri sunulmaz.',
  'test.nationalRegisterEntry': 'Geçerli bir TC numarası ya da ad, soyad ve doğum tarihi girin.',
};
