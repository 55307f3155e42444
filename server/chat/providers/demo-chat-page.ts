import type { Locale } from '@server/i18n/locale';

/** Texts of the demo chat page (a provider page, so its texts live here rather than in the site's locales). */
const TEXTS = {
  en: {
    title: 'Live Support',
    agent: 'Support agent',
    online: 'Online',
    greeting: 'Hello! Welcome to live support. How can we help you today?',
    label: 'Your message',
    placeholder: 'Type your message…',
    send: 'Send',
    typing: 'Support agent is typing…',
    you: 'You',
    log: 'Conversation',
  },
  tr: {
    title: 'Canlı Destek',
    agent: 'Destek temsilcisi',
    online: 'Çevrimiçi',
    greeting: 'Merhaba! Canlı desteğe hoş geldiniz. Size nasıl yardımcı olabiliriz?',
    label: 'Mesajınız',
    placeholder: 'Mesajınızı yazın…',
    send: 'Gönder',
    typing: 'Destek temsilcisi yazıyor…',
    you: 'Siz',
    log: 'Sohbet',
  },
} as const;

/** Longest message the page accepts, in characters. */
export const DEMO_CHAT_MAX_LENGTH = 500;

export interface DemoChatPaths {
  script: string;
  style: string;
}

/**
 * The demo live chat page (GET /demo/chat?lang=tr|en): plain HTML with no inline script and no inline handlers
 * (CSP script-src 'self'); behaviour comes from the same-origin script, looks from the same-origin stylesheet.
 * The texts the script needs (agent name, typing note) travel in data attributes; the page keeps the
 * conversation in memory only, so it works in a sandboxed frame without allow-same-origin.
 */
export function demoChatHtml(locale: Locale, paths: DemoChatPaths): string {
  // A provider speaks its own languages: English for any language it does not have.
  const lang = locale in TEXTS ? (locale as keyof typeof TEXTS) : 'en';
  const t = TEXTS[lang];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark light">
<title>${t.title}</title>
<link rel="stylesheet" href="${paths.style}">
</head>
<body>
<main class="chat" data-agent="${t.agent}" data-you="${t.you}" data-typing="${t.typing}">
  <header class="agent">
    <span class="avatar" aria-hidden="true">CS</span>
    <div>
      <h1>${t.title}</h1>
      <p class="presence"><span class="dot" aria-hidden="true"></span>${t.agent} · ${t.online}</p>
    </div>
  </header>
  <ol id="log" class="log" role="log" aria-live="polite" aria-label="${t.log}">
    <li class="message agent-message"><span class="sender">${t.agent}</span><p>${t.greeting}</p></li>
  </ol>
  <p id="typing" class="typing" hidden>${t.typing}</p>
  <form id="composer" class="composer" autocomplete="off">
    <label for="message" class="visually-hidden">${t.label}</label>
    <input id="message" name="message" type="text" maxlength="${DEMO_CHAT_MAX_LENGTH}" placeholder="${t.placeholder}" required>
    <button type="submit">${t.send}</button>
  </form>
</main>
<script src="${paths.script}"></script>
</body>
</html>`;
}
