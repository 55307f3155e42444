import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';

/** The lookup runs once typing has paused this long (ms): short, so results follow within ~300 ms of the last key. */
export const SEARCH_TERM_DEBOUNCE_MS = 150;
/** The URL (`?search=`) follows the box once typing has paused this long (ms); one history entry, replaced. */
export const SEARCH_URL_DEBOUNCE_MS = 300;

interface Options {
  /** The URL parameter the box mirrors, e.g. 'search'. */
  param: string;
  /** Parameters dropped whenever the box writes the URL (e.g. `open`: an Aviator flag belongs to its own lookup). */
  clearOnWrite?: readonly string[];
  termDelayMs?: number;
  urlDelayMs?: number;
}

/**
 * A search box mirrored in the URL. While the player types, the box is the source of truth:
 * `input` is exactly what was typed, `term` (what lookups use) follows it after `termDelayMs`, and the URL after
 * `urlDelayMs`. The URL drives the box only on a real navigation (back/forward, a link, the header search): a URL
 * change that is one of the box's own writes landing late never resets what was typed since.
 */
export function useSearchBox({ param, clearOnWrite = [], termDelayMs = SEARCH_TERM_DEBOUNCE_MS, urlDelayMs = SEARCH_URL_DEBOUNCE_MS }: Options) {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get(param) ?? '';
  const [input, setInput] = useState(fromUrl);
  const [term, setTerm] = useState(fromUrl);
  // The URL value last seen, and the box's own writes that have not landed yet (oldest first).
  const [urlState, setUrlState] = useState<{ seen: string; pending: readonly string[] }>({ seen: fromUrl, pending: [] });

  if (urlState.seen !== fromUrl) {
    const own = urlState.pending.indexOf(fromUrl);
    if (own >= 0) {
      // Our own write landed: the box keeps what was typed after it. A repeat of the same value lands unseen.
      setUrlState({ seen: fromUrl, pending: urlState.pending.slice(own + 1).filter((value) => value !== fromUrl) });
    } else {
      // A navigation: the box and the lookup follow the URL.
      setUrlState({ seen: fromUrl, pending: [] });
      setInput(fromUrl);
      setTerm(fromUrl);
    }
  }

  useEffect(() => {
    if (input === term) return;
    const timer = setTimeout(() => setTerm(input), termDelayMs);
    return () => clearTimeout(timer);
  }, [input, term, termDelayMs]);

  const clearKeys = clearOnWrite.join(',');
  // A navigation to another page is under way (a game opened from the results): the box must not pull it back.
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.location !== undefined && navigation.location.pathname !== pathname;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const value = input.trim() ? input : '';
    if (value === fromUrl || leaving) return;
    timer.current = setTimeout(() => {
      setUrlState((state) => ({ ...state, pending: [...state.pending, value] }));
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(param, value);
          else next.delete(param);
          for (const key of clearKeys.split(',')) if (key) next.delete(key);
          return next;
        },
        { replace: true },
      );
    }, urlDelayMs);
    return () => clearTimeout(timer.current);
    // setParams is rebuilt whenever any parameter changes: the timer restarts, so a write never undoes a filter change.
  }, [input, fromUrl, param, urlDelayMs, setParams, clearKeys, leaving]);

  /**
   * Changes other parameters (a chip, a filter) together with the box's value, in one navigation that replaces the
   * box's pending write: two writes racing from stale parameters could otherwise undo one another.
   */
  const setParamsWithBox = useCallback(
    (changes: Record<string, string>) => {
      clearTimeout(timer.current);
      const value = input.trim() ? input : '';
      setUrlState((state) => ({ ...state, pending: [...state.pending, value] }));
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, changed] of Object.entries({ ...changes, [param]: value })) {
            if (changed) next.set(key, changed);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      );
    },
    [input, param, setParams],
  );

  return { input, setInput, term, setParamsWithBox };
}
