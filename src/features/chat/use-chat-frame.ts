import { useEffect, useState } from 'react';

/** Spec §9: when the live chat has not loaded 5 s after opening, the support links are shown instead. */
export const LIVE_CHAT_FALLBACK_MS = 5000;

export type ChatFrameStatus = 'loading' | 'loaded' | 'fallback';

/**
 * Load state of the live chat frame (docs/product.md §9 live chat fallback 5 s): 'loading' until the frame's load event,
 * 'fallback' when there is no chat url or it has not loaded within 5 s of being shown. `active`: the panel is
 * showing (the timer only runs then). Returns the status and the frame's onLoad handler.
 */
export function useChatFrame(url: string | undefined, active: boolean): { status: ChatFrameStatus; onLoad: () => void } {
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [timedOutUrl, setTimedOutUrl] = useState<string | null>(null);
  const loaded = Boolean(url) && loadedUrl === url;
  useEffect(() => {
    if (!url || !active || loaded) return;
    const timer = setTimeout(() => setTimedOutUrl(url), LIVE_CHAT_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [url, active, loaded]);
  const status: ChatFrameStatus = !url || (timedOutUrl === url && !loaded) ? 'fallback' : loaded ? 'loaded' : 'loading';
  return { status, onLoad: () => setLoadedUrl(url ?? null) };
}
