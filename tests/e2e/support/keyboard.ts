import { expect, type Locator, type Page } from '@playwright/test';

/** What one Tab press landed on. */
export interface FocusStop {
  /** The data-kb mark of the focused element (-1: unmarked, e.g. inside a frame), or null when focus left the page. */
  mark: number | null;
  label: string;
  /** Whether a focus indicator shows: outline or box-shadow on the element or its :focus-within parent. */
  indicated: boolean;
}

const CANDIDATES =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Marks (data-kb) every visible, enabled interactive element of the top document, or of `within`, that belongs in
 * the Tab order, and returns their labels by mark. Elements with tabindex=-1 (roving focus) and those inside inert
 * or aria-hidden parts are left out, as are iframes (their content has its own order).
 */
export async function markInteractive(page: Page, within?: Locator): Promise<string[]> {
  const root = within ? await within.elementHandle() : await page.locator('body').elementHandle();
  return root!.evaluate((rootEl, selector) => {
    const out: string[] = [];
    for (const el of Array.from(rootEl.querySelectorAll<HTMLElement>(selector))) {
      el.removeAttribute('data-kb');
      if (el.tabIndex < 0 || el.closest('[inert], [aria-hidden="true"]') || el.hasAttribute('data-focus-guard')) continue;
      // Of a group of radio buttons Tab reaches one (the checked one, else the first); arrows move inside the group.
      if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
        const group = Array.from(el.form?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? document.querySelectorAll<HTMLInputElement>('input[type="radio"]')).filter((r) => r.name === el.name && !r.disabled);
        if (el !== (group.find((r) => r.checked) ?? group[0])) continue;
      }
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || !el.checkVisibility({ visibilityProperty: true })) continue;
      el.setAttribute('data-kb', String(out.length));
      const label = (el as HTMLInputElement).labels?.[0]?.textContent?.trim();
      const name = el.getAttribute('aria-label') ?? (label || el.textContent?.trim().slice(0, 40)) ?? '';
      out.push(`${el.tagName.toLowerCase()} "${name || el.getAttribute('name') || el.getAttribute('href') || ''}"`);
    }
    return out;
  }, CANDIDATES);
}

/** Where focus is now, and whether it shows. */
export async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return { mark: null, label: 'body', indicated: false };
    const shows = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    const mark = el.getAttribute('data-kb');
    const label = `${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}"`;
    return { mark: mark === null ? -1 : Number(mark), label, indicated: shows(el) || shows(el.parentElement) };
  });
}

/**
 * Presses Tab (or Shift+Tab) up to `max` times from where focus is, recording each stop, until focus leaves
 * the page or comes back to the first stop.
 */
export async function walkTab(page: Page, max: number, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const stop = await focusStop(page);
    if (stop.mark === null) break;
    if (stops.length > 0 && stop.mark >= 0 && stop.mark === stops[0].mark) break;
    stops.push(stop);
  }
  return stops;
}

/** Labels of the marked elements Tab never reached, and of the stops without a visible focus indicator. */
export function tabGaps(marked: string[], stops: FocusStop[]): { unreached: string[]; invisible: string[] } {
  const reached = new Set(stops.map((s) => s.mark));
  return {
    unreached: marked.filter((_, i) => !reached.has(i)),
    invisible: [...new Set(stops.filter((s) => !s.indicated).map((s) => s.label))],
  };
}

/** Presses Tab until `target` has focus (at most `max` presses); fails naming where focus went instead. */
export async function tabTo(page: Page, target: Locator, max = 80, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  const handle = await target.elementHandle();
  if (await handle!.evaluate((el) => el === document.activeElement)) return;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await handle!.evaluate((el) => el === document.activeElement)) return;
  }
  expect(false, `Tab never reached ${await target.evaluate((el) => el.outerHTML.slice(0, 120))}`).toBe(true);
}

/**
 * The Tab order a modal must have (docs/dialogs.md): its controls in DOM order (`marked`, from markInteractive),
 * starting after the control that has focus (`start`, its mark; -1 when the modal itself has it, as on open) and
 * wrapping at the end; Shift+Tab the same backwards. `marked.length + 1` stops: once round and one past the wrap.
 */
export function expectedTabOrder(marked: string[], start: number, key: 'Tab' | 'Shift+Tab'): string[] {
  const n = marked.length;
  const from = start < 0 ? (key === 'Tab' ? -1 : n) : start;
  const step = key === 'Tab' ? 1 : -1;
  return Array.from({ length: n + 1 }, (_, i) => marked[(((from + step * (i + 1)) % n) + n) % n]);
}

/**
 * Presses `key` until marked controls of `dialog` had focus `marked.length + 1` times (at most three times as many
 * presses, plus 20) and returns their labels in order; fails at once when focus leaves the dialog. Stops inside a
 * frame (a game) are not counted: the frame's content has its own order.
 */
export async function dialogTabOrder(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab', marked: string[]): Promise<string[]> {
  const order: string[] = [];
  const stops = marked.length + 1;
  for (let i = 0; i < stops * 3 + 20 && order.length < stops; i++) {
    await page.keyboard.press(key);
    // One call per stop: whether focus is inside, and which mark it is on (a walk is dozens of stops).
    const stop = await dialog.evaluate((el) => {
      const active = document.activeElement;
      const mark = active?.getAttribute('data-kb');
      const inside = el.contains(active);
      return { inside, mark: mark == null ? -1 : Number(mark), html: inside ? '' : (active?.outerHTML.slice(0, 100) ?? 'nothing') };
    });
    expect(stop.inside, `${key} #${i + 1} left the dialog for ${stop.html}`).toBe(true);
    if (stop.mark >= 0) order.push(marked[stop.mark]);
  }
  return order;
}
