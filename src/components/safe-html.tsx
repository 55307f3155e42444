import { type ComponentProps, useMemo } from 'react';
import { css, type Theme } from '@emotion/react';
import DOMPurify from 'dompurify';
import { dropHandlerAttributes } from './drop-handler-attributes';
import { useHydrated } from '@site/lib/use-hydrated';

let hooked = false;
/** Links to other sites open in a new tab without handing it our window (noopener). */
function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && /^https?:\/\//i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Server HTML made safe (docs/architecture.md "Third-party content"): scripts, event-handler attributes, javascript: urls,
 * forms, frames and styles are removed by DOMPurify. Use for every HTML string that comes from the server.
 * Handler attributes are dropped from the string before DOMPurify parses it, so parsing raises no CSP report.
 */
export function sanitizeHtml(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(dropHandlerAttributes(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

function Prose(props: ComponentProps<'div'>) {
  return <div css={proseCss} {...props} />;
}

const proseCss = (theme: Theme) => css({
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
  'h2, h3': {
    margin: '1.2em 0 0.5em',
    lineHeight: 1.25,
  },
  'h2:first-child, h3:first-child': {
    marginTop: 0,
  },
  'p, ul, ol': {
    margin: '0 0 0.9em',
  },
  'ul, ol': {
    paddingLeft: '1.3em',
  },
  a: {
    color: theme.colors.primary,
  },
  img: {
    maxWidth: '100%',
    height: 'auto',
  },
  '[hidden]': {
    display: 'none !important',
  },
});

/**
 * Renders sanitised server HTML (see sanitizeHtml) with readable typography. DOMPurify needs the browser's DOM, so a
 * server-rendered page (docs/architecture.md "Server-rendered pages") carries the empty box and the text fills in right after hydration.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const hydrated = useHydrated();
  const clean = useMemo(() => (hydrated ? sanitizeHtml(html) : ''), [html, hydrated]);
  return <Prose className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
