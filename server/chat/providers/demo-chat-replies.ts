import type { Locale } from '@server/i18n/locale';

/** A canned reply of the demo support agent: chosen when the player's message contains one of `keywords`. */
export interface ReplyRule {
  /** Lower-case fragments in tr and en; the first rule with a fragment in the message wins. */
  keywords: readonly string[];
  reply: Readonly<Record<Locale, string>>;
}

/** The demo agent's canned replies (issue: built-in demo live chat), most specific first. */
export const REPLY_RULES: readonly ReplyRule[] = [
  {
    keywords: ['withdraw', 'payout', 'cash out', 'çekim', 'çekme', 'para çek'],
    reply: {
      en: 'Withdrawals are requested from My Account → Withdraw. Most requests are reviewed within a few hours; you can follow the status in your financial history.',
      tr: 'Çekim talebinizi Hesabım → Para Çek bölümünden oluşturabilirsiniz. Talepler genellikle birkaç saat içinde incelenir; durumu finansal geçmişinizden takip edebilirsiniz.',
    },
  },
  {
    keywords: ['deposit', 'top up', 'payment', 'para yatır', 'yatırım', 'yatırma', 'ödeme'],
    reply: {
      en: 'You can deposit from the Deposit button at the top of the page: choose a method, enter the amount and confirm. The balance updates as soon as the payment is confirmed.',
      tr: 'Sayfanın üstündeki Para Yatır düğmesinden yatırım yapabilirsiniz: bir yöntem seçin, tutarı girin ve onaylayın. Ödeme onaylanınca bakiyeniz hemen güncellenir.',
    },
  },
  {
    keywords: ['bonus', 'promo', 'free spin', 'freespin', 'promosyon', 'kampanya'],
    reply: {
      en: 'Current offers are on the Promotions page, and your bonuses with their wagering progress are under My Account → Bonuses.',
      tr: 'Güncel kampanyalar Promosyonlar sayfasında; bonuslarınız ve çevrim durumları Hesabım → Bonuslar bölümündedir.',
    },
  },
  {
    keywords: ['password', 'login', 'sign in', 'şifre', 'parola', 'giriş'],
    reply: {
      en: 'If you cannot sign in, use "Forgot password" in the login window: we send a reset code by SMS or e-mail.',
      tr: 'Giriş yapamıyorsanız giriş penceresindeki "Şifremi unuttum" bağlantısını kullanın: SMS veya e-posta ile bir sıfırlama kodu göndeririz.',
    },
  },
];

/** The reply when no rule matches. */
export const GENERIC_REPLY: Readonly<Record<Locale, string>> = {
  en: 'Thank you for your message. An agent will be with you shortly.',
  tr: 'Mesajınız için teşekkürler. Bir temsilcimiz kısa süre içinde sizinle ilgilenecek.',
};

/**
 * The demo agent's answer to `text` in `locale`: the first rule of REPLY_RULES whose keyword occurs in the message
 * (case-insensitive, Turkish-aware so 'ÇEKİM' matches 'çekim'), otherwise GENERIC_REPLY. Never throws; an empty
 * message gets the generic reply. The served page script (demo-chat-page.ts) mirrors this matcher on the same rules.
 */
export function matchReply(text: string, locale: Locale): string {
  // Both lower-casings: Turkish maps 'I' to 'ı' (so 'WITHDRAW' needs the plain one), plain maps 'İ' to 'i' + U+0307.
  const forms = [String(text).toLocaleLowerCase('tr'), String(text).toLowerCase().replace(/\u0307/g, '')];
  const rule = REPLY_RULES.find((r) => r.keywords.some((k) => forms.some((f) => f.includes(k))));
  // A provider speaks its own languages: English for any language it does not have.
  return (rule ? rule.reply[locale] ?? rule.reply.en : GENERIC_REPLY[locale] ?? GENERIC_REPLY.en) ?? '';
}
