import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Icon } from '@site/components/icons';
import { Loading } from '@site/components/loading';
import { footerConfig } from '@site/lib/config';
import { chatLanguage, liveChatPageUrl } from '@site/lib/live-chat';
import { liveChatOpenAtom } from '@site/lib/panels';
import { useChatFrame } from '@site/features/chat/use-chat-frame';
import { Channels, Fallback, Frame, Panel, TitleBar } from './chat-styles';

/**
 * The frame's sandbox: scripts and forms always. A same-origin chat (the demo one) keeps an opaque origin, since
 * scripts plus allow-same-origin would let it lift its own sandbox; a third-party chat keeps its own origin (its
 * storage and cookies), which cannot reach our page anyway.
 */
function sandboxFor(url: string): string {
  const base = 'allow-scripts allow-forms allow-popups';
  return new URL(url).origin === window.location.origin ? base : `${base} allow-same-origin`;
}

/**
 * The live chat panel (docs/product.md §2: toggled by the header button and the menu's Live Chat item; hidden on small
 * screens). `options` are the active site options (cms/siteoptionlist): `liveChatUrl` (absolute, or relative to the
 * site such as the seeded demo chat '/demo/chat'; `?lang=` carries the site's language) is shown in a sandboxed
 * frame (the CSP allows no third-party script in our page); if it is missing or has not loaded within 5 s
 * (docs/product.md §9), the support links (whatsapp1/2, telegram1/2) are offered instead. Once opened, the frame stays
 * mounted while the panel is closed, so a conversation survives closing and reopening.
 */
export function LiveChatPanel({ options }: { options: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useAtom(liveChatOpenAtom);
  const [everOpened, setEverOpened] = useState(open);
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const url = liveChatPageUrl(options.liveChatUrl, chatLanguage(i18n.language));
  const { status, onLoad } = useChatFrame(url, open);

  // Derived during render (React's pattern for state that follows a prop), so the frame mounts on first open.
  if (open && !everOpened) setEverOpened(true);
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  if (!everOpened && !open) return null;
  const channels = footerConfig.support.filter((s) => options[s.appKey]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };
  return (
    <Panel hidden={!open} aria-labelledby={titleId} onKeyDown={onKeyDown} data-testid="live-chat-panel" data-status={status}>
      <TitleBar>
        <h2 id={titleId}>
          <Icon name="chat" size={18} />
          {t('chat.title')}
        </h2>
        <button ref={closeRef} type="button" aria-label={t('chat.close')} onClick={() => setOpen(false)}>
          <Icon name="close" size={18} />
        </button>
      </TitleBar>
      {url ? (
        <Frame
          hidden={status !== 'loaded'}
          src={url}
          title={t('chat.frameTitle')}
          sandbox={sandboxFor(url)}
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={onLoad}
        />
      ) : null}
      {status === 'loading' ? <Loading /> : null}
      {status === 'fallback' ? (
        <Fallback>
          <p>{channels.length > 0 ? t('chat.fallback') : t('chat.none')}</p>
          <ul>
            {channels.map((s) => (
              <li key={s.appKey}>
                <a href={options[s.appKey]} target="_blank" rel="noopener noreferrer">
                  <Icon name={s.icon} />
                  {t(s.label)}
                  <Icon name="external" size={16} />
                </a>
              </li>
            ))}
          </ul>
        </Fallback>
      ) : null}
      {status === 'loaded' && channels.length > 0 ? (
        // The frame's load event also fires for a browser error page, so the other channels stay one click away.
        <Channels aria-label={t('chat.otherChannels')}>
          {channels.map((s) => (
            <a key={s.appKey} href={options[s.appKey]} target="_blank" rel="noopener noreferrer" title={t(s.label)} aria-label={t(s.label)}>
              <Icon name={s.icon} size={18} />
            </a>
          ))}
        </Channels>
      ) : null}
    </Panel>
  );
}
