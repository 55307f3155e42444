import { moneyIntl } from '@contracts/domain/money';

/** The demo slot's texts per language (a provider's game speaks the language it is launched with). */
export const DEMO_SLOT_TEXTS = {
  en: {
    exit: 'Exit', choose: 'Choose a stake and spin.', stake: 'Stake', spin: 'Spin', balance: 'Balance', paytable: 'Pay table',
    pay1: '3 × Seven pays 500×, 3 × Bar 120×, 3 × Bell 50×', pay2: '3 × Plum 20×, 3 × Orange 16×, 3 × Lemon 12×, 3 × Cherry 10×',
    pay3: 'Exactly 2 Cherries 2×; reels 1 and 2 alike 1.5×', pay4: "Every spin is decided by the server's random number generator.",
    win: 'You win {amount}!', lose: 'No win this time.', funMode: 'Fun mode', funCredits: 'Fun credits',
  },
  tr: {
    exit: 'Çıkış', choose: 'Bahsinizi seçin ve çevirin.', stake: 'Bahis', spin: 'Çevir', balance: 'Bakiye', paytable: 'Ödeme tablosu',
    pay1: '3 × Yedi 500×, 3 × Bar 120×, 3 × Çan 50× öder', pay2: '3 × Üzüm 20×, 3 × Portakal 16×, 3 × Limon 12×, 3 × Kiraz 10×',
    pay3: 'Tam 2 Kiraz 2×; 1. ve 2. makara aynıysa 1,5×', pay4: 'Her çevirmenin sonucunu sunucunun rastgele sayı üreteci belirler.',
    win: '{amount} kazandınız!', lose: 'Bu sefer kazanç yok.', funMode: 'Eğlence modu', funCredits: 'Eğlence kredisi',
  },
} as const;

export type DemoSlotLanguage = keyof typeof DEMO_SLOT_TEXTS;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Fills the `{{key}}` placeholders of the page in `lang` (tr unless 'en'), HTML-escaped. `{{money}}` is the
 * site's money format for that language (contracts/domain/money.ts moneyIntl, JSON), so the frame writes amounts as
 * the site does.
 */
export function localisePage(template: string, lang: string | undefined): string {
  const language: DemoSlotLanguage = lang === 'en' ? 'en' : 'tr';
  const texts: Record<string, string> = { ...DEMO_SLOT_TEXTS[language], lang: language, money: JSON.stringify(moneyIntl(language)) };
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in texts ? escapeHtml(texts[key]) : whole));
}
