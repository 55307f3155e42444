/**
 * Server-side texts served by cms/translationlist; they override the client's bundled locale files, so an
 * operator can change wording without a release. Keys follow the client's dotted naming. Demo data of the two
 * seeded languages; a language with no rows here simply shows its locale file.
 */
export const TRANSLATIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  tr: {
    'common.loading': 'Yükleniyor...',
    'home.welcome': 'Hoş geldiniz!',
    'notifications.empty': 'Yeni bir bildiriminiz olduğunda burada göreceksiniz.',
    'footer.whatsappSupport1': 'Whatsapp Destek 1',
    'footer.whatsappSupport2': 'Whatsapp Destek 2',
    'footer.telegramSupport1': 'Telegram Destek 1',
    'footer.telegramSupport2': 'Telegram Destek 2',
    'game.reloading': 'Oyun yeniden yüklenecek. Lütfen bekleyin...',
  },
  en: {
    'common.loading': 'Loading...',
    'home.welcome': 'Welcome!',
    'notifications.empty': 'When you have a new notification, you will see it here.',
    'footer.whatsappSupport1': 'Whatsapp Support 1',
    'footer.whatsappSupport2': 'Whatsapp Support 2',
    'footer.telegramSupport1': 'Telegram Support 1',
    'footer.telegramSupport2': 'Telegram Support 2',
    'game.reloading': 'Game will be reloaded. Please wait...',
  },
};

/**
 * Site options [key, value, status, public] (docs/product.md §3 Site option). Support links feed the footer (docs/product.md §2);
 * liveChatUrl is framed, never loaded as a script, because the CSP allows scripts from 'self' only; '/demo/chat' is
 * the built-in demo chat (server/chat/routes/demo-chat.ts), resolved against the site's origin.
 * defaultDomain: the header shows its extra notification bar on any other host (docs/product.md §2 Header).
 */
export const SITE_OPTIONS: readonly (readonly [string, string, boolean, boolean])[] = [
  ['whatsapp1', 'https://wa.me/905550000001', true, true],
  ['whatsapp2', 'https://wa.me/905550000002', true, true],
  ['telegram1', 'https://t.me/demo_support_1', true, true],
  ['telegram2', 'https://t.me/demo_support_2', true, true],
  ['liveChatUrl', '/demo/chat', true, true],
  ['instagram', 'https://www.instagram.com/example', true, true],
  ['twitter', 'https://x.com/example', true, true],
  ['youtube', 'https://www.youtube.com/@example', true, true],
  ['blog', 'https://example.com/blog', true, true],
  ['defaultDomain', 'localhost', true, true],
  ['smsProvider', 'outbox', true, false],
];

/** Currencies: [id, ISO code, symbol]; id 1 is the default currencyId (docs/product.md §9). */
export const CURRENCIES: readonly (readonly [number, string, string])[] = [[1, 'TRY', '₺']];

/** The demo player (demo and test mode only); balance in kuruş. */
export const DEMO_PLAYER = {
  username: 'demouser',
  password: 'Demo12345',
  name: 'Demo',
  surname: 'Oyuncu',
  email: 'demo@example.com',
  // Stored in E.164 like every phone (docs/security.md "Phone numbers and SMS").
  phone: '+905551112233',
  countryId: 1,
  currencyId: 1,
  balanceKurus: 100_000,
} as const;
