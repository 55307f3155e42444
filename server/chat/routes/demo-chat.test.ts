import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /demo/chat (built-in demo live chat)', () => {
  it('serves a CSP-safe page in the requested language with same-origin script and stylesheet', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/demo/chat?lang=en' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
    const html = reply.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Live Support');
    expect(html).toContain('How can we help you today?');
    // Every script is an external same-origin file: no inline code, no inline handlers, no inline styles.
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0][1]).toMatch(/src="\/demo\/chat-assets\/[\w.-]+\.js"/);
    expect(scripts[0][2].trim()).toBe('');
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/<style|\sstyle=/i);
  });

  it('speaks Turkish by default and for an unknown language', async () => {
    for (const url of ['/demo/chat', '/demo/chat?lang=xx', '/demo/chat?lang=tr']) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('<html lang="tr">');
      expect(reply.body).toContain('Canlı Destek');
    }
  });

  it('serves the script and stylesheet the page links', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/demo/chat?lang=en' })).body;
    const scriptPath = /<script src="([^"]+)"/.exec(page)?.[1] ?? '';
    const stylePath = /<link rel="stylesheet" href="([^"]+)"/.exec(page)?.[1] ?? '';
    const script = await t.app.inject({ method: 'GET', url: scriptPath });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('An agent will be with you shortly.');
    const style = await t.app.inject({ method: 'GET', url: stylePath });
    expect(style.statusCode).toBe(200);
    expect(style.headers['content-type']).toContain('text/css');
    expect(style.body).toContain('prefers-color-scheme');
  });
});
