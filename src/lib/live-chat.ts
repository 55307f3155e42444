import { useCallback } from 'react';
import { useTheme } from '@emotion/react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { offeredLanguage, type Language } from './locale';
import { liveChatOpenAtom } from './panels';

/**
 * The active liveChatUrl site option (docs/product.md §3 Site option), published by the live chat panel once the options
 * load, so actions outside the chat feature (menu item, Congratulations screen) can open the chat page on phones.
 */
export const liveChatUrlAtom = atom<string | undefined>(undefined);

/** The site's current language as an offered Language (the i18next language, else the default language). */
export function chatLanguage(i18nLanguage: string | undefined): Language {
  return offeredLanguage(i18nLanguage);
}

/**
 * The chat page address for `lang`: `url` (absolute, or relative such as the seeded '/demo/chat', resolved
 * against the site's origin) with `?lang=<code>` set, so the chat speaks the site's language. Undefined for a
 * missing or unparsable url, or one that is not http(s).
 */
export function liveChatPageUrl(url: string | undefined, lang: Language): string | undefined {
  if (!url) return undefined;
  try {
    const resolved = new URL(url, window.location.origin);
    if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') return undefined;
    resolved.searchParams.set('lang', lang);
    return resolved.href;
  } catch {
    return undefined;
  }
}

/**
 * Shows the live chat the way the screen allows (docs/product.md §2: the chat panel is a desktop feature, hidden below the
 * md breakpoint, 900 px): on a wide screen `open()` opens and `toggle()` toggles the docked panel
 * (liveChatOpenAtom); on a phone both open the chat page in a new tab, in the current language. Without a chat url
 * on a phone they do nothing.
 */
export function useShowLiveChat(): { open: () => void; toggle: () => void } {
  const theme = useTheme();
  const { i18n } = useTranslation();
  const lang = chatLanguage(i18n.language);
  const url = useAtomValue(liveChatUrlAtom);
  const setOpen = useSetAtom(liveChatOpenAtom);
  const show = useCallback(
    (toggle: boolean) => {
      const phone = typeof window.matchMedia === 'function' && window.matchMedia(`(max-width: ${theme.breakpoints.md - 0.02}px)`).matches;
      if (!phone) {
        setOpen((current) => (toggle ? !current : true));
        return;
      }
      const page = liveChatPageUrl(url, lang);
      if (page) window.open(page, '_blank', 'noopener,noreferrer');
    },
    [theme.breakpoints.md, url, lang, setOpen],
  );
  return { open: useCallback(() => show(false), [show]), toggle: useCallback(() => show(true), [show]) };
}
