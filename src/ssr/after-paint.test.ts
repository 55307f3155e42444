// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaintOf, lcpPicture } from './after-paint';

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
