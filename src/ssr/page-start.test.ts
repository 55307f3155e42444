// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@site/lib/locale';
import { afterPaintOf, PAINT_REPORT_MS, appScripts, holdEarlyInput, LANGUAGE_KEY, lcpPicture, renderedInOtherLanguage } from './page-start';

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function page(preload: string | null, images: string[]): void {
  document.head.innerHTML = preload === null ? '' : `<link rel="preload" as="image" href="${preload}" fetchpriority="high">`;
  document.body.innerHTML = `<div id="root">${images.map((src) => `<img src="${src}" alt="">`).join('')}</div>`;
}

describe('lcpPicture', () => {
  it('is the picture in #root that the server preloads with high priority', () => {
    page('/b.svg', ['/a.svg', '/b.svg']);
    expect(lcpPicture(document)?.getAttribute('src')).toBe('/b.svg');
  });

  it('is null without the preload (client shell) or when no picture of #root is the preloaded one', () => {
    page(null, ['/a.svg']);
    expect(lcpPicture(document)).toBeNull();
    page('/c.svg', ['/a.svg']);
    expect(lcpPicture(document)).toBeNull();
  });
});

describe('afterPaintOf', () => {
  it('waits for the load, then for a frame painted after it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    page('/b.svg', ['/b.svg']);
    const image = lcpPicture(document) as HTMLImageElement;
    Object.defineProperty(image, 'complete', { value: false });
    let done = false;
    void afterPaintOf(image, 10_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    image.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toBe(true);
  });

  /** A PerformanceObserver that reports largest contentful paints; `paint(element)` sends one naming `element`. */
  function fakeLcpReports() {
    const observers: Array<{ callback: PerformanceObserverCallback; connected: boolean }> = [];
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      private readonly entry: { callback: PerformanceObserverCallback; connected: boolean };
      constructor(callback: PerformanceObserverCallback) {
        this.entry = { callback, connected: false };
        observers.push(this.entry);
      }
      observe() {
        this.entry.connected = true;
      }
      disconnect() {
        this.entry.connected = false;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    return {
      paint(element: Element) {
        for (const o of observers) if (o.connected) o.callback({ getEntries: () => [{ element }] } as unknown as PerformanceObserverEntryList, {} as PerformanceObserver);
      },
      connected: () => observers.filter((o) => o.connected).length,
    };
  }

  it("where the browser reports paints: waits for the report naming the picture, not for a frame", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const reports = fakeLcpReports();
    page('/b.svg', ['/a.svg', '/b.svg']);
    const image = lcpPicture(document) as HTMLImageElement;
    Object.defineProperty(image, 'complete', { value: true });
    let done = false;
    void afterPaintOf(image, 10_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(false);
    reports.paint(document.querySelector('img') as HTMLImageElement);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(false);
    reports.paint(image);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(reports.connected()).toBe(0);
    vi.unstubAllGlobals();
  });

  it('where no report names the picture (something larger was painted): goes on PAINT_REPORT_MS after the load', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const reports = fakeLcpReports();
    page('/b.svg', ['/b.svg']);
    const image = lcpPicture(document) as HTMLImageElement;
    Object.defineProperty(image, 'complete', { value: true });
    let done = false;
    void afterPaintOf(image, 10_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(PAINT_REPORT_MS - 10);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toBe(true);
    expect(reports.connected()).toBe(0);
    vi.unstubAllGlobals();
  });

  it('gives up after maxMs when the picture never loads', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    page('/b.svg', ['/b.svg']);
    const image = lcpPicture(document) as HTMLImageElement;
    Object.defineProperty(image, 'complete', { value: false });
    let done = false;
    void afterPaintOf(image, 2_500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2_400);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });
});

describe('appScripts', () => {
  it("is the script's data-app paths in order, this site's paths only", () => {
    document.head.innerHTML = '<script type="module" src="/assets/page-start.js" data-app="/assets/a.js //evil.example/x.js https://evil.example/y.js /assets/b.js"></script>';
    expect(appScripts(document)).toEqual(['/assets/a.js', '/assets/b.js']);
    document.head.innerHTML = '';
    expect(appScripts(document)).toEqual([]);
  });
});

describe('holdEarlyInput', () => {
  it('holds clicks on buttons and links until released, then clicks them once each; typed text is typed again', () => {
    document.body.innerHTML = '<div id="root"><button type="button">Play</button><input></div>';
    const root = document.getElementById('root') as HTMLElement;
    const button = root.querySelector('button') as HTMLButtonElement;
    const input = root.querySelector('input') as HTMLInputElement;
    const release = holdEarlyInput(root);
    let clicks = 0;
    button.addEventListener('click', () => (clicks += 1));
    button.click();
    button.click();
    input.value = 'demo';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.value = '';
    expect(clicks).toBe(0);
    release();
    expect(clicks).toBe(1);
    expect(input.value).toBe('demo');
    release();
    button.click();
    expect(clicks).toBe(2);
  });
});

describe('renderedInOtherLanguage', () => {
  it("reads the language the site stores (src/lib/locale.ts's key)", () => {
    expect(LANGUAGE_KEY).toBe(LANGUAGE_STORAGE_KEY);
  });

  it('is true only when a stored language differs from the one the page was rendered in', () => {
    document.documentElement.lang = 'tr';
    const storage = (lang: string | null) => ({ getItem: (key: string) => (key === LANGUAGE_KEY ? lang : null) });
    expect(renderedInOtherLanguage(document, storage('en'))).toBe(true);
    expect(renderedInOtherLanguage(document, storage('tr'))).toBe(false);
    expect(renderedInOtherLanguage(document, storage(null))).toBe(false);
    expect(renderedInOtherLanguage(document, null)).toBe(false);
    const refusing = {
      getItem: (): string | null => {
        throw new Error('denied');
      },
    };
    expect(renderedInOtherLanguage(document, refusing)).toBe(false);
  });
});
