// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { buildTheme } from '@site/lib/brand';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('sanitizeHtml (docs/architecture.md: third-party content through DOMPurify)', () => {
  it('drops scripts, event handlers, javascript: urls, styles and forms, and keeps the text markup', () => {
    const clean = sanitizeHtml(
      '<h2>Title</h2><script>alert(1)</script><img src="x.png" onerror="alert(2)" alt="">' +
        '<a href="javascript:alert(3)">bad</a><p style="color:red" onclick="alert(4)">Hi <strong>there</strong></p>' +
        '<form action="/steal"><input name="card"></form><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).toBe('<h2>Title</h2><img src="x.png" alt=""><a>bad</a><p>Hi <strong>there</strong></p>');
  });

  it.each([
    ['<svg onload="window.x=1"><circle r="2"></circle></svg>', 'onload'],
    ['<svg><animate onbegin="window.x=1" attributeName="x" dur="1s"></animate></svg>', 'onbegin'],
    ['<a href="javascript:window.x=1">a</a><a href=" JaVaScRiPt:window.x=1">b</a><a href="java&#x09;script:x()">c</a>', 'javascript'],
    ['<iframe srcdoc="<script>parent.x=1</script>"></iframe>', 'srcdoc'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=window.x=1>', 'onerror'],
    ['<a href="/pages/3" xlink:href="javascript:x()">in</a>', 'javascript'],
  ])('removes %s', (html, trace) => {
    const clean = sanitizeHtml(html).toLowerCase();
    expect(clean).not.toContain(trace);
    expect(clean).not.toMatch(/<script|<iframe|\son[a-z]+=/);
  });

  it('opens links to other sites in a new tab without an opener, and leaves in-app links alone', () => {
    const clean = sanitizeHtml('<a href="https://example.com">out</a> <a href="/pages/3">in</a>');
    expect(clean).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a> <a href="/pages/3">in</a>');
  });
});

describe('SafeHtml', () => {
  it('renders the sanitised HTML, with no script element or on* attribute in the DOM', () => {
    const { container } = render(
      <ThemeProvider theme={buildTheme()}>
        <SafeHtml html={'<p>Bonus <em>rules</em></p><script>window.x=1</script><img src="a.png" hidden onerror="window.x=2">'} />
      </ThemeProvider>,
    );
    expect(container.textContent).toBe('Bonus rules');
    expect(container.querySelector('script')).toBeNull();
    const img = container.querySelector('img');
    expect(img?.getAttribute('onerror')).toBeNull();
    expect(img?.hasAttribute('hidden')).toBe(true);
  });
});
