/**
 * The responsible-gaming content page (cms content 4): it points to the self-service tools on the
 * site (limits, reality check, time-out, self-exclusion, history export: anchors of /dashboard/responsible-gaming)
 * and to independent help organisations, instead of sending the player to live support.
 */
const TOOLS = '/dashboard/responsible-gaming';

const link = (href: string, text: string) => `<a href="${href}">${text}</a>`;

export const RESPONSIBLE_GAMING_HTML = {
  tr:
    '<h2>Sorumlu Oyun</h2>' +
    '<p>Oyun bir eğlencedir. Kaybetmeyi göze alabileceğinizden fazlasıyla oynamayın.</p>' +
    '<h3>Kendi araçlarınız</h3><p>Bu araçları destek ekibine sormadan, hesabınızdan hemen kullanabilirsiniz:</p><ul>' +
    `<li>${link(`${TOOLS}#limits`, 'Yatırım, kayıp ve oturum süresi limitleri')}: düşük limit hemen, yüksek limit bekleme süresinden sonra geçerli olur.</li>` +
    `<li>${link(`${TOOLS}#reality-check`, 'Gerçeklik kontrolü')}: belirli aralıklarla ne kadar süredir oynadığınızı hatırlatır.</li>` +
    `<li>${link(`${TOOLS}#time-out`, 'Mola')}: 24 saat, 7 gün veya 30 gün ara verin.</li>` +
    `<li>${link(`${TOOLS}#self-exclusion`, 'Kendini men etme')}: en az 6 ay; süre bitince geri dönüşü siz talep edip onaylarsınız.</li>` +
    `<li>${link(`${TOOLS}#export`, 'Geçmişinizi indirin')}: oyun, finans, spor bahsi ve oturum geçmişiniz CSV olarak.</li></ul>` +
    '<h3>Yardım alın</h3><ul>' +
    `<li>${link('https://www.yesilay.org.tr', 'Yeşilay')} – Yeşilay Danışmanlık Merkezi (YEDAM), ücretsiz danışma hattı 115</li>` +
    `<li>${link('https://www.gamblingtherapy.org', 'Gambling Therapy')} – çok dilli ücretsiz çevrimiçi destek</li>` +
    `<li>${link('https://www.gamcare.org.uk', 'GamCare')} – bağımsız danışmanlık ve destek</li></ul>`,
  en:
    '<h2>Responsible Gaming</h2>' +
    '<p>Gaming is entertainment. Never play with more than you can afford to lose.</p>' +
    '<h3>Your own tools</h3><p>You can use these straight from your account, without asking support:</p><ul>' +
    `<li>${link(`${TOOLS}#limits`, 'Deposit, loss and session time limits')}: a lower limit applies at once, a higher one after a cooling-off period.</li>` +
    `<li>${link(`${TOOLS}#reality-check`, 'Reality check')}: reminds you at set intervals how long you have been playing.</li>` +
    `<li>${link(`${TOOLS}#time-out`, 'Time-out')}: take a break for 24 hours, 7 days or 30 days.</li>` +
    `<li>${link(`${TOOLS}#self-exclusion`, 'Self-exclusion')}: at least 6 months; when it ends, you ask to return and confirm it yourself.</li>` +
    `<li>${link(`${TOOLS}#export`, 'Download your history')}: games, payments, sports bets and sessions as CSV.</li></ul>` +
    '<h3>Get help</h3><ul>' +
    `<li>${link('https://www.yesilay.org.tr', 'Yeşilay')} – Yeşilay Counselling Centre (YEDAM), free helpline 115 (Türkiye)</li>` +
    `<li>${link('https://www.gamblingtherapy.org', 'Gambling Therapy')} – free multilingual online support</li>` +
    `<li>${link('https://www.gamcare.org.uk', 'GamCare')} – independent advice and support</li></ul>`,
} as const;

/** The earlier seed text of the page; a database still holding it gets the text above (seedCmsContent). */
export const OLD_RESPONSIBLE_GAMING_EN =
  '<h2>Responsible Gaming</h2><p>Gaming is entertainment. Never play with more than you can afford to lose.</p><p>Contact live support to set limits or to pause your account.</p>';
