import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { keyOrText, type Translate } from './i18n-text';

/** Translate for form texts: i18n keys are translated, other text (server labels) passes through unchanged. */
export function useTranslate(): Translate {
  const { i18n } = useTranslation();
  // i18n.language in the deps: a language change must re-render the texts.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => keyOrText(i18n), [i18n, i18n.language]);
}
