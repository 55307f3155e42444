import { join } from 'node:path';
import { CONFIG_DIR, localeText } from './languages';
import type { Locale } from './locale';

/** The site's locale texts (config/locales/<code>.json): the labels the forms show live there once. */
export const LOCALES_DIR = join(CONFIG_DIR, 'locales');

/**
 * Input field (schema property, payment detail key, query or path parameter) -> the dotted key of its label in
 * config/locales (docs/product.md §5: players see the field's name in words, never the key). The form labels are
 * reused where a form shows the field (register.*, changePassword.*, wallet.fields.*, history.*); fields no
 * form shows have their words under `fieldLabels.*`. A dotted field ('detail.iban', 'depositLimit.amount') is
 * looked up whole first, then by its last part.
 */
export const FIELD_LABEL_KEYS: Readonly<Record<string, string>> = {
  // whole inputs
  body: 'fieldLabels.request',
  query: 'fieldLabels.request',
  params: 'fieldLabels.request',
  headers: 'fieldLabels.request',
  // query and path parameters ('query.<name>', 'params.<name>'; looked up before the plain name)
  'params.provider': 'casino.provider',
  'query.provider': 'casino.provider',
  // registration and login (register form labels)
  name: 'register.name',
  surname: 'register.surname',
  username: 'register.username',
  email: 'register.email',
  phone: 'register.phone',
  country: 'register.country',
  password: 'register.password',
  password2: 'register.password2',
  PersonalNo: 'register.personalNo',
  personalNo: 'register.personalNo',
  birthDate: 'register.birthDate',
  isFast: 'register.tabsLabel',
  trialBonus: 'fieldLabels.trialBonus',
  currencyId: 'fieldLabels.currency',
  refId: 'fieldLabels.referral',
  partner: 'fieldLabels.referral',
  subid: 'fieldLabels.referral',
  source: 'fieldLabels.referral',
  depositLimit: 'protection.types.deposit',
  'depositLimit.amount': 'protection.types.deposit',
  // account
  oldPassword: 'changePassword.oldPassword',
  confirmPassword: 'changePassword.confirmPassword',
  code: 'fieldLabels.code',
  step: 'fieldLabels.step',
  // payment (the dynamic form's labels)
  id: 'fieldLabels.id',
  target: 'fieldLabels.target',
  detail: 'fieldLabels.detail',
  saved: 'wallet.saved.title',
  amount: 'wallet.fields.amount',
  iban: 'wallet.fields.iban',
  accountHolder: 'wallet.fields.accountHolder',
  cardNumber: 'wallet.fields.cardNumber',
  expiry: 'wallet.fields.expiry',
  provider: 'wallet.fields.provider',
  accountId: 'wallet.fields.accountId',
  network: 'wallet.fields.network',
  walletAddress: 'wallet.fields.walletAddress',
  // histories and lists
  from: 'history.from',
  to: 'history.to',
  skip: 'fieldLabels.skip',
  take: 'fieldLabels.take',
  type: 'history.financial.type',
  status: 'history.financial.recordStatus',
  product: 'history.filters.product',
  kind: 'history.financial.type',
  // casino
  gameCode: 'history.games.game',
  pageCode: 'history.games.game',
  providerId: 'casino.provider',
  system: 'casino.provider',
  categoryId: 'fieldLabels.category',
  systemCategory: 'fieldLabels.category',
  productId: 'fieldLabels.category',
  search: 'common.search',
  sort: 'casino.sortLabel',
  providers: 'casino.providers',
  jackpot: 'casino.badgeJackpot',
  live: 'casino.live',
  isMobile: 'history.sessions.device',
  platform: 'history.sessions.device',
  lobbyUrl: 'fieldLabels.lobbyUrl',
  session: 'fieldLabels.gameSession',
  // sportsbook
  selectionId: 'fieldLabels.selection',
  betId: 'fieldLabels.bet',
  stake: 'fieldLabels.stake',
  odds: 'fieldLabels.odds',
  outcome: 'fieldLabels.outcome',
  cid: 'dashboard.account.usercode',
  token: 'fieldLabels.token',
  // responsible gaming
  value: 'fieldLabels.limit',
  period: 'protection.choosePeriod',
  intervalMinutes: 'fieldLabels.interval',
  // cms, notifications, test helpers
  slug: 'fieldLabels.page',
  language: 'menu.language',
  keys: 'fieldLabels.keys',
  title: 'fieldLabels.title',
  note: 'fieldLabels.note',
  count: 'fieldLabels.count',
  action: 'fieldLabels.action',
  advanceMs: 'fieldLabels.clock',
  // player protection
  withdrawOnly: 'fieldLabels.withdrawOnly',
  // the password breaker's challenge and its test helper (docs/security.md "Password spraying")
  altcha: 'fieldLabels.altcha',
  trippedForMs: 'fieldLabels.trippedForMs',
  // two-step sign-in (docs/security.md "Two-step sign-in")
  ticket: 'fieldLabels.ticket',
  proof: 'fieldLabels.proof',
  label: 'fieldLabels.label',
  // the parts of a passkey's answer (WebAuthn): the player sees the answer named as a whole (docs/security.md "Passkeys")
  credential: 'fieldLabels.passkeyAnswer',
  rawId: 'fieldLabels.passkeyAnswer',
  authenticatorAttachment: 'fieldLabels.passkeyAnswer',
  clientExtensionResults: 'fieldLabels.passkeyAnswer',
  response: 'fieldLabels.passkeyAnswer',
  credProps: 'fieldLabels.passkeyAnswer',
  rk: 'fieldLabels.passkeyAnswer',
  clientDataJSON: 'fieldLabels.passkeyAnswer',
  authenticatorData: 'fieldLabels.passkeyAnswer',
  signature: 'fieldLabels.passkeyAnswer',
  userHandle: 'fieldLabels.passkeyAnswer',
  attestationObject: 'fieldLabels.passkeyAnswer',
  transports: 'fieldLabels.passkeyAnswer',
  publicKeyAlgorithm: 'fieldLabels.passkeyAnswer',
  publicKey: 'fieldLabels.passkeyAnswer',
  // the session list (docs/security.md "Sessions and tokens")
  sessionId: 'fieldLabels.sessionId',
};

/** The label key of `field` ('detail.iban' -> 'wallet.fields.iban'), or undefined when no label is known. */
export function fieldLabelKey(field: string): string | undefined {
  return FIELD_LABEL_KEYS[field] ?? FIELD_LABEL_KEYS[field.split('.').at(-1) ?? ''];
}

/**
 * The field's name in words in `locale`, capitalised (it opens the sentence): 'username' -> 'Kullanıcı Adı' /
 * 'Username'. A field without a label (an input no schema declares) is 'fieldLabels.unknown' ("A value in the
 * request"), so a key never reaches a player.
 */
export function fieldLabel(field: string, locale: Locale): string {
  const key = fieldLabelKey(field);
  const text = (key && localeText(locale, key)) ?? localeText(locale, 'fieldLabels.unknown') ?? '';
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
