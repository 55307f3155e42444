import { GENERIC_REPLY, REPLY_RULES } from './demo-chat-replies';

/** Delay before the demo agent answers, in ms (issue: "an automatic agent reply appears after ~1 s"). */
export const DEMO_CHAT_REPLY_DELAY_MS = 1000;

/**
 * The page's script: shows the player's message at once and the agent's canned reply after ~1 s. The matcher
 * mirrors matchReply (demo-chat-replies.ts) on the same rules, embedded here as JSON.
 */
export const DEMO_CHAT_SCRIPT = `(() => {
  const RULES = ${JSON.stringify(REPLY_RULES)};
  const GENERIC = ${JSON.stringify(GENERIC_REPLY)};
  const locale = document.documentElement.lang === 'en' ? 'en' : 'tr';
  const match = (text) => {
    const forms = [text.toLocaleLowerCase('tr'), text.toLowerCase().replace(/\\u0307/g, '')];
    const rule = RULES.find((r) => r.keywords.some((k) => forms.some((f) => f.includes(k))));
    return rule ? rule.reply[locale] : GENERIC[locale];
  };
  const main = document.querySelector('main');
  const log = document.getElementById('log');
  const typing = document.getElementById('typing');
  const form = document.getElementById('composer');
  const input = document.getElementById('message');
  const time = () => new Date().toLocaleTimeString(locale === 'tr' ? 'tr-TR' : 'en-GB', { hour: '2-digit', minute: '2-digit' });
  const add = (who, text) => {
    const item = document.createElement('li');
    item.className = 'message ' + (who === 'agent' ? 'agent-message' : 'player-message');
    const sender = document.createElement('span');
    sender.className = 'sender';
    sender.textContent = (who === 'agent' ? main.dataset.agent : main.dataset.you) + ' · ' + time();
    const body = document.createElement('p');
    body.textContent = text;
    item.append(sender, body);
    log.append(item);
    log.scrollTop = log.scrollHeight;
  };
  let pending = 0;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    add('player', text);
    input.value = '';
    input.focus();
    pending += 1;
    typing.hidden = false;
    setTimeout(() => {
      add('agent', match(text));
      pending -= 1;
      typing.hidden = pending === 0;
    }, ${DEMO_CHAT_REPLY_DELAY_MS});
  });
})();
`;

/** The page's stylesheet: neutral dark or light by prefers-color-scheme, phone-first, visible keyboard focus. */
export const DEMO_CHAT_STYLE = `:root {
  --bg: #12161c; --surface: #1b2129; --agent: #262e38; --player: #2f6fd6; --player-text: #ffffff;
  --text: #e9edf2; --muted: #9aa6b2; --border: #2e3742; --online: #3ccf7a; --focus: #8ab8ff;
}
@media (prefers-color-scheme: light) {
  :root {
    --bg: #f4f6f8; --surface: #ffffff; --agent: #e8ecf0; --player: #2462c7; --player-text: #ffffff;
    --text: #1c232b; --muted: #5b6773; --border: #d5dbe1; --online: #1f9d57; --focus: #1f5fbf;
  }
}
*, *::before, *::after { box-sizing: border-box; }
html, body { height: 100%; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: var(--bg); color: var(--text); }
.chat { display: flex; flex-direction: column; height: 100%; max-width: 720px; margin: 0 auto; }
.agent { display: flex; align-items: center; gap: 12px; padding: 12px 16px; background: var(--surface); border-bottom: 1px solid var(--border); }
.avatar { display: grid; place-items: center; width: 40px; height: 40px; border-radius: 50%; background: var(--player); color: var(--player-text); font-weight: 700; font-size: 14px; flex: none; }
h1 { margin: 0; font-size: 16px; }
.presence { display: flex; align-items: center; gap: 6px; margin: 2px 0 0; color: var(--muted); font-size: 13px; }
.dot { width: 8px; height: 8px; border-radius: 50%; background: var(--online); }
.log { flex: 1; overflow-y: auto; margin: 0; padding: 16px; list-style: none; display: flex; flex-direction: column; gap: 10px; }
.message { max-width: 85%; padding: 8px 12px; border-radius: 14px; overflow-wrap: anywhere; }
.message p { margin: 0; white-space: pre-wrap; }
.sender { display: block; font-size: 12px; color: var(--muted); margin-bottom: 2px; }
.agent-message { align-self: flex-start; background: var(--agent); border-bottom-left-radius: 4px; }
.player-message { align-self: flex-end; background: var(--player); color: var(--player-text); border-bottom-right-radius: 4px; }
.player-message .sender { color: inherit; opacity: .8; }
.typing { margin: 0; padding: 0 16px 8px; color: var(--muted); font-size: 13px; font-style: italic; }
.typing[hidden] { display: none; }
.composer { display: flex; gap: 8px; padding: 12px; background: var(--surface); border-top: 1px solid var(--border); }
.composer input { flex: 1; min-width: 0; min-height: 44px; padding: 10px 12px; font: inherit; color: var(--text); background: var(--bg); border: 1px solid var(--border); border-radius: 10px; }
.composer button { min-height: 44px; padding: 0 18px; font: inherit; font-weight: 700; color: var(--player-text); background: var(--player); border: 0; border-radius: 10px; cursor: pointer; }
.composer input:focus-visible, .composer button:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
