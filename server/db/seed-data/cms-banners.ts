/**
 * Demo banner art (served as SVG by GET /demo/cms/banners/{id}-{width}.svg): brand-neutral gradients with promo
 * copy. The copy is part of the image, like a real operator's banners, so each language has its own art: the
 * Turkish art ('1'...'8', 'popup') and its English twin ('1en'..., 'popupen'), served to English visitors through
 * the slides' and popup's `language` (docs/operators.md "Adding a language").
 */
export interface BannerArt {
  id: string;
  /** Gradient stops, left to right. */
  from: string;
  to: string;
  /** Colour of the decorative glow and the call-to-action pill. */
  accent: string;
  kicker: string;
  headline: string;
  subline: string;
  cta: string;
}

const TURKISH_ART: readonly BannerArt[] = [
  { id: '1', from: '#3b0a6b', to: '#b0177a', accent: '#ffcf3f', kicker: 'YENİ ÜYELERE', headline: 'Hoş geldin bonusu %100', subline: "İlk yatırımına 5.000 ₺'ye kadar bonus", cta: 'Hemen Katıl' },
  { id: '2', from: '#06363f', to: '#0b6e8a', accent: '#5ef2d6', kicker: 'CANLI CASINO', headline: 'Her gün %15 kayıp iadesi', subline: 'Rulet, blackjack ve bakara masalarında', cta: 'Masalara Git' },
  { id: '3', from: '#0c2d1c', to: '#1f7a3f', accent: '#c6ff4a', kicker: 'SPOR BAHİSLERİ', headline: 'Kombinede %25 oran artışı', subline: 'Canlı ve maç öncesi binlerce karşılaşma', cta: 'Bahis Yap' },
  { id: '4', from: '#4a1205', to: '#d1481a', accent: '#ffd479', kicker: 'HER CUMA', headline: '50 Freespin hediye', subline: 'Seçili slot oyunlarında geçerli', cta: 'Detaylar' },
  { id: '5', from: '#2b1d02', to: '#9a6a06', accent: '#fff1a8', kicker: 'JACKPOT', headline: '1.250.000 ₺ ödül havuzu', subline: 'Her dönüşte büyük ikramiye şansı', cta: 'Şimdi Oyna' },
  { id: '6', from: '#101a4d', to: '#3848c7', accent: '#8fd3ff', kicker: 'SLOT TURNUVASI', headline: 'Haftalık 250.000 ₺ ödül', subline: 'Liderlik tablosunda yerini al', cta: 'Katıl' },
  { id: '7', from: '#3d0b24', to: '#8e1a4f', accent: '#ff9fc8', kicker: 'YENİ OYUNLAR', headline: 'Bu hafta 20 yeni slot', subline: 'En yeni sağlayıcılardan ilk sen oyna', cta: 'Keşfet' },
  { id: '8', from: '#121212', to: '#4b4b4b', accent: '#e9c46a', kicker: 'VIP KULÜP', headline: 'Size özel ayrıcalıklar', subline: 'Kişisel temsilci ve özel bonuslar', cta: 'Bilgi Al' },
  { id: 'popup', from: '#1b0c4a', to: '#c2185b', accent: '#ffe066', kicker: 'HAFTA SONU', headline: '%50 yatırım bonusu', subline: 'Cumartesi ve pazar tüm yatırımlarda', cta: 'Fırsatı Yakala' },
];

/** English copy of the art above, same colours: art id -> [kicker, headline, subline, cta]. */
const ENGLISH: Readonly<Record<string, readonly [string, string, string, string]>> = {
  '1': ['NEW PLAYERS', '100% welcome bonus', 'Up to ₺5,000 on your first deposit', 'Join Now'],
  '2': ['LIVE CASINO', '15% cashback every day', 'On roulette, blackjack and baccarat tables', 'Go to Tables'],
  '3': ['SPORTS BETTING', '25% accumulator boost', 'Thousands of live and pre-match events', 'Bet Now'],
  '4': ['EVERY FRIDAY', '50 free spins', 'On selected slot games', 'Details'],
  '5': ['JACKPOT', '₺1,250,000 prize pool', 'A shot at the big prize on every spin', 'Play Now'],
  '6': ['SLOT TOURNAMENT', '₺250,000 every week', 'Take your place on the leaderboard', 'Join'],
  '7': ['NEW GAMES', '20 new slots this week', 'Be first to play the newest studios', 'Explore'],
  '8': ['VIP CLUB', 'Privileges made for you', 'A personal manager and exclusive bonuses', 'Learn More'],
  popup: ['WEEKEND', '50% deposit bonus', 'On every deposit on Saturday and Sunday', 'Grab the Offer'],
};

export const BANNER_ART: readonly BannerArt[] = [
  ...TURKISH_ART,
  ...TURKISH_ART.map((art) => {
    const [kicker, headline, subline, cta] = ENGLISH[art.id];
    return { ...art, id: `${art.id}en`, kicker, headline, subline, cta };
  }),
];

/** Widths served: the default image (phones, 600:500) and the two larger ones of docs/product.md §3 Banner slide (1040:600). */
export const BANNER_WIDTHS = [640, 992, 1200] as const;

/** The three image urls of a slide (default, at least 992 px, at least 1200 px; docs/product.md §3). */
export function bannerImages(id: string): [string, string, string] {
  return [`/demo/cms/banners/${id}-640.svg`, `/demo/cms/banners/${id}-992.svg`, `/demo/cms/banners/${id}-1200.svg`];
}
