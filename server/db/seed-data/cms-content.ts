import { bannerImages } from './cms-banners';

/**
 * Slides: [id, slider slug, order, art id, url, language]. https urls open in a new tab, paths navigate in the app
 * (docs/product.md §2). The copy is in the image, so each slide has a Turkish row and an English twin (id + 100,
 * English art); a visitor in another language sees the default language's (docs/operators.md "Adding a language"). Demo data: a real
 * operator's slides name the languages of the site's config.
 */
const TURKISH_SLIDES: readonly (readonly [number, string, number, string, string])[] = [
  [1, 'home', 1, '1', '/promotions'],
  [2, 'home', 2, '2', '/casino/live'],
  [3, 'home', 3, '3', 'https://example.com/sports-news'],
  [4, 'home', 4, '4', '/pages/5'],
  [5, 'home', 5, '5', '/casino/slot'],
  [6, 'casino', 1, '6', '/promotions'],
  [7, 'casino', 2, '7', '/casino/games'],
  [8, 'casino', 3, '8', 'https://example.com/vip'],
  [9, 'casino', 4, '5', '/casino/slot'],
];
export const SLIDES: readonly (readonly [number, string, number, string, string, string])[] = [
  ...TURKISH_SLIDES.map(([id, slug, order, art, url]) => [id, slug, order, art, url, 'tr'] as const),
  ...TURKISH_SLIDES.map(([id, slug, order, art, url]) => [id + 100, slug, order, `${art}en`, url, 'en'] as const),
];

/**
 * Proves sanitising (docs/architecture.md "Third-party content"): if this ever ran, the page title and window.__pwned
 * would change. The site must strip both the script and the handler.
 */
export const HOSTILE_HTML =
  '<script>window.__pwned = "script"; document.title = "pwned";</script>' +
  '<img src="/demo/cms/missing.png" alt="" hidden onerror="window.__pwned = &quot;onerror&quot;; document.title = &quot;pwned&quot;">' +
  '<svg width="1" height="1" onload="window.__pwned = &quot;svg&quot;"><circle r="1"></circle></svg>' +
  '<a hidden href="javascript:window.__pwned = &quot;link&quot;; void 0">.</a>' +
  '<iframe hidden srcdoc="&lt;script&gt;parent.__pwned = &quot;srcdoc&quot;&lt;/script&gt;"></iframe>';

export interface SeedContent {
  id: number;
  categoryId: number;
  order: number;
  status: boolean;
  /** Per language code (demo data: tr and en). */
  title: Readonly<Record<string, string>>;
  html: Readonly<Record<string, string>>;
}

import { RESPONSIBLE_GAMING_HTML } from './responsible-gaming-content';

const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('');

/** Content pages (docs/product.md §2 /pages/{id}; 3 is About Us); categoryId 2 is the footer list (docs/product.md §9). */
export const CONTENTS: readonly SeedContent[] = [
  {
    id: 3, categoryId: 2, order: 1, status: true,
    title: { tr: 'Hakkımızda', en: 'About Us' },
    html: {
      tr: '<h2>Biz kimiz?</h2>' + p('Sitemiz, Birleşik Krallık\'ta kayıtlı bir şirket tarafından, Filipinler oyun düzenleyicisinin verdiği e-oyun lisansı ile işletilmektedir.', 'Slot, canlı casino ve spor bahislerini güvenli bir ödeme altyapısıyla tek çatı altında sunuyoruz.') + '<h3>Değerlerimiz</h3><ul><li>Şeffaf bonus kuralları</li><li>Hızlı para çekme</li><li>7/24 canlı destek</li><li>Sorumlu oyun</li></ul>',
      en: '<h2>Who we are</h2>' + p('The site is operated by a UK-registered company holding an e-gaming licence issued by a Philippine gaming regulator.', 'We bring slots, live casino and sports betting together under one roof, with secure payments.') + '<h3>What we stand for</h3><ul><li>Clear bonus rules</li><li>Fast withdrawals</li><li>24/7 live support</li><li>Responsible gaming</li></ul>',
    },
  },
  {
    id: 1, categoryId: 2, order: 2, status: true,
    title: { tr: 'Kullanım Koşulları', en: 'Terms and Conditions' },
    html: {
      tr: '<h2>Kullanım Koşulları</h2>' + p('Siteyi kullanan her oyuncu 18 yaşından büyük olmalıdır.', 'Her oyuncu yalnızca bir hesap açabilir; birden fazla hesap kapatılır.'),
      en: '<h2>Terms and Conditions</h2>' + p('Every player using the site must be over 18.', 'Each player may hold one account only; duplicate accounts are closed.'),
    },
  },
  {
    id: 2, categoryId: 2, order: 3, status: true,
    title: { tr: 'Gizlilik Politikası', en: 'Privacy Policy' },
    html: {
      tr: '<h2>Gizlilik Politikası</h2>' + p('Kişisel verileriniz yalnızca hesabınızı yönetmek ve yasal yükümlülüklerimizi yerine getirmek için işlenir.'),
      en: '<h2>Privacy Policy</h2>' + p('Your personal data is processed only to run your account and to meet our legal obligations.'),
    },
  },
  {
    id: 4, categoryId: 2, order: 4, status: true,
    title: { tr: 'Sorumlu Oyun', en: 'Responsible Gaming' },
    html: RESPONSIBLE_GAMING_HTML,
  },
  {
    id: 5, categoryId: 2, order: 5, status: true,
    title: { tr: 'Bonus Kuralları', en: 'Bonus Rules' },
    html: {
      tr: '<h2>Bonus Kuralları</h2>' + p('Bonuslar, aksi belirtilmedikçe 30 kat çevrim şartına tabidir.') + HOSTILE_HTML + p('Çevrim tamamlanmadan çekim talebi bonus tutarını iptal eder.'),
      en: '<h2>Bonus Rules</h2>' + p('Unless stated otherwise, bonuses carry a 30x wagering requirement.') + HOSTILE_HTML + p('A withdrawal request before the wagering is complete cancels the bonus.'),
    },
  },
  {
    id: 6, categoryId: 1, order: 6, status: true,
    title: { tr: 'Sıkça Sorulan Sorular', en: 'Frequently Asked Questions' },
    html: {
      tr: '<h2>Sıkça Sorulan Sorular</h2><h3>Para çekme ne kadar sürer?</h3>' + p('Onaylanan talepler genellikle 30 dakika içinde hesabınıza geçer.'),
      en: '<h2>Frequently Asked Questions</h2><h3>How long does a withdrawal take?</h3>' + p('Approved requests usually reach your account within 30 minutes.'),
    },
  },
  {
    id: 7, categoryId: 2, order: 7, status: false,
    title: { tr: 'Eski Kampanya', en: 'Old Campaign' },
    html: { tr: p('Yayından kaldırıldı.'), en: p('Withdrawn.') },
  },
];

export interface SeedPromotion {
  id: number;
  order: number;
  status: boolean;
  art: string;
  /** Per language code (demo data: tr and en). */
  title: Readonly<Record<string, string>>;
  description: Readonly<Record<string, string>>;
  claimUrl: string | null;
}

/** Promotions (docs/product.md §2 /promotions and the detail dialog). Promotion 3 carries the hostile HTML. */
export const PROMOTIONS: readonly SeedPromotion[] = [
  {
    id: 1, order: 1, status: true, art: '1', claimUrl: '/dashboard/deposit',
    title: { tr: 'Hoş geldin bonusu %100', en: '100% welcome bonus' },
    description: {
      tr: p('İlk yatırımına <strong>5.000 ₺\'ye kadar %100</strong> bonus.') + '<ul><li>En az yatırım: 100 ₺</li><li>Çevrim: 30 kat</li><li>Geçerlilik: 7 gün</li></ul>',
      en: p('A <strong>100% bonus up to ₺5,000</strong> on your first deposit.') + '<ul><li>Minimum deposit: ₺100</li><li>Wagering: 30x</li><li>Valid for 7 days</li></ul>',
    },
  },
  {
    id: 2, order: 2, status: true, art: '2', claimUrl: '/casino/live',
    title: { tr: 'Canlı casinoda %15 kayıp iadesi', en: '15% live casino cashback' },
    description: {
      tr: p('Canlı casino kayıplarının <strong>%15\'i</strong> her sabah hesabına yatırılır.'),
      en: p('<strong>15%</strong> of your live casino losses is paid back every morning.'),
    },
  },
  {
    id: 3, order: 3, status: true, art: '4', claimUrl: null,
    title: { tr: 'Cuma freespin', en: 'Freespin Friday' },
    description: {
      tr: p('Her cuma seçili slotlarda <em>50 freespin</em>.') + HOSTILE_HTML + p('Freespin kazançları 20 kat çevrime tabidir.'),
      en: p('<em>50 freespins</em> on selected slots every Friday.') + HOSTILE_HTML + p('Freespin winnings carry a 20x wagering requirement.'),
    },
  },
  {
    id: 4, order: 4, status: true, art: '3', claimUrl: '/spor/fcg',
    title: { tr: 'Kombine oran artışı', en: 'Accumulator boost' },
    description: {
      tr: p('4 ve üzeri maçlı kombinelerde oranlar <strong>%25\'e kadar</strong> artar.'),
      en: p('Accumulators of 4 or more selections get odds boosted by <strong>up to 25%</strong>.'),
    },
  },
  {
    id: 5, order: 5, status: false, art: '8', claimUrl: null,
    title: { tr: 'Sona eren kampanya', en: 'Finished campaign' },
    description: { tr: p('Sona erdi.'), en: p('Finished.') },
  },
];

/**
 * The popup (docs/product.md §2 Popup dialog): images default / ≥992 / ≥1200, where a click goes, and its language
 * (the copy is in the image): the Turkish one and its English twin.
 */
export const POPUPS = [
  { id: 1, images: bannerImages('popup'), url: '/promotions', language: 'tr' },
  { id: 2, images: bannerImages('popupen'), url: '/promotions', language: 'en' },
] as const;

/** docs/product.md §3 Settings: each brand's domain now and the one it moves to next: [brand, name, current, next]. */
export const DOMAINS: readonly (readonly [string, string, string, string | null])[] = [
  ['default', 'main', 'altinbet.example', 'altinbet2.example'],
  ['marmara', 'main', 'marmarabet.example', null],
];

/**
 * Operator-only options read by GET cms/coveryjs (Covery device-fingerprint script config). Off in the demo:
 * the CSP allows scripts from 'self' only, so an operator enabling it must also host the script.
 */
export const COVERY_OPTIONS: readonly (readonly [string, string, boolean, boolean])[] = [
  ['coveryEnabled', 'false', true, false],
  ['coveryScriptUrl', '', true, false],
  ['coveryProjectKey', '', true, false],
];
