import type { Page } from '@playwright/test';

/*
 * Measuring functions of the WCAG 2.2 layout and pointer journeys (docs/accessibility.md, tests/e2e/platform/wcag-layout.spec.ts).
 * Each runs inside the page and returns readable problem strings (empty: the criterion holds on what is on screen),
 * so a failure names the element, its text and its box.
 */

/** What every journey counts as a control: a pointer or keyboard target. */
export const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])';

/** The WCAG 1.4.12 bookmarklet's rules: line-height 1.5, paragraph spacing 2em, letter 0.12em, word 0.16em. */
export const TEXT_SPACING_CSS =
  '*, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/**
 * 1.4.10 Reflow at the current viewport (the journeys use 320 CSS px): the page must not scroll sideways
 * (documentElement.scrollWidth <= innerWidth), and every visible control must lie within the viewport horizontally,
 * or inside a container that scrolls sideways by itself (overflow-x auto/scroll: a game row, a data table, whose
 * 2-D scrolling the criterion allows) and sits within the viewport, or on a slide of a carousel (its buttons reach
 * it: the 2.5.7 journey proves they work). Returns one line per problem; for a wide page, the widest culprits.
 */
export function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const width = window.innerWidth;
    const out: string[] = [];
    const describe = (el: Element) => {
      const r = el.getBoundingClientRect();
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${text}" x=${Math.round(r.left)}..${Math.round(r.right)}`;
    };
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !el.closest('[inert], [aria-hidden="true"]');
    };
    const scroller = (el: Element): Element | null => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o === 'auto' || o === 'scroll') return p;
      }
      return null;
    };
    if (document.documentElement.scrollWidth > width) {
      out.push(`the page scrolls sideways: scrollWidth ${document.documentElement.scrollWidth} > ${width}`);
      const wide = Array.from(document.body.querySelectorAll('*')).filter((el) => {
        const r = el.getBoundingClientRect();
        return r.right > width + 1 && visible(el) && !scroller(el) && getComputedStyle(el).position !== 'fixed';
      });
      // The outermost culprits: those whose parent is not itself too wide.
      for (const el of wide.filter((e) => !wide.includes(e.parentElement as Element)).slice(0, 5)) out.push(`  too wide: ${describe(el)}`);
    }
    for (const el of Array.from(document.querySelectorAll(selector))) {
      if (!visible(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.left >= -1 && r.right <= width + 1) continue;
      if (el.closest('[aria-roledescription="carousel"]')) continue;
      const box = scroller(el);
      if (box) {
        const b = box.getBoundingClientRect();
        if (b.left >= -1 && b.right <= width + 1) continue;
      }
      out.push(`control out of reach: ${describe(el)} (viewport 0..${width})`);
    }
    return out;
  }, CONTROLS);
}

/**
 * Records, for every visible text node of the page, how much of it the page shows now (the part of its box inside
 * every clipping ancestor: overflow hidden/clip; scrolling ones do not count, their text is reached by scrolling).
 * Call before `clippedText`, which compares.
 */
export async function recordTextBoxes(page: Page): Promise<number> {
  return page.evaluate(() => {
    const nodes: { node: Text; shown: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const w = window as unknown as { __textNodes: typeof nodes; __shown: (t: Text) => { shown: number; clipper: Element | null; ellipsis: Element | null } };
    w.__shown = (text: Text) => {
      const range = document.createRange();
      range.selectNodeContents(text);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
      let area = 0;
      let kept = 0;
      let clipper: Element | null = null;
      let ellipsis: Element | null = null;
      for (const rect of rects) {
        let left = rect.left;
        let right = rect.right;
        let top = rect.top;
        let bottom = rect.bottom;
        for (let p = text.parentElement; p && p !== document.documentElement; p = p.parentElement) {
          const style = getComputedStyle(p);
          const clipX = style.overflowX === 'hidden' || style.overflowX === 'clip';
          const clipY = style.overflowY === 'hidden' || style.overflowY === 'clip';
          if (!clipX && !clipY) continue;
          const b = p.getBoundingClientRect();
          const innerLeft = b.left + p.clientLeft;
          const innerTop = b.top + p.clientTop;
          const before = [left, right, top, bottom];
          if (clipX) {
            left = Math.max(left, innerLeft - 1);
            right = Math.min(right, innerLeft + p.clientWidth + 1);
          }
          if (clipY) {
            top = Math.max(top, innerTop - 1);
            bottom = Math.min(bottom, innerTop + p.clientHeight + 1);
          }
          if ((before[0] !== left || before[1] !== right || before[2] !== top || before[3] !== bottom) && !clipper) {
            clipper = p;
            if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') ellipsis = p;
          }
        }
        area += rect.width * rect.height;
        kept += Math.max(0, right - left) * Math.max(0, bottom - top);
      }
      return { shown: area === 0 ? 0 : Math.min(1, kept / area), clipper, ellipsis };
    };
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n as Text;
      const parent = text.parentElement;
      if (!text.data.trim() || !parent || parent.closest('script, style, [aria-hidden="true"], [hidden]')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const { shown } = w.__shown(text);
      if (shown > 0.99) nodes.push({ node: text, shown });
    }
    w.__textNodes = nodes;
    return nodes.length;
  });
}

/**
 * 1.4.12 Text Spacing: after `TEXT_SPACING_CSS` is applied, every text node `recordTextBoxes` saw whole must still
 * be shown whole (within a pixel of its clipping box) — text cut by a fixed height or width with overflow hidden
 * fails. Exception, decided for this site: a deliberate single-line ellipsis (text-overflow: ellipsis, or a line
 * clamp) whose full text is the `title` or accessible name (aria-label) of the clipping element or of the control
 * around it, so the words are still there for a pointer user (title) and for assistive technology.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const w = window as unknown as {
      __textNodes: { node: Text; shown: number }[];
      __shown: (t: Text) => { shown: number; clipper: Element | null; ellipsis: Element | null };
    };
    const out: string[] = [];
    const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
    for (const { node } of w.__textNodes) {
      if (!node.isConnected || !node.parentElement?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const { shown, clipper, ellipsis } = w.__shown(node);
      if (shown > 0.98 || !clipper) continue;
      const words = norm(node.data);
      if (ellipsis) {
        const owner = ellipsis.closest('a, button, [role="button"], [title], [aria-label]');
        const full = [ellipsis.getAttribute('title'), owner?.getAttribute('title'), owner?.getAttribute('aria-label')].map(norm);
        if (full.some((f) => f.includes(words))) continue;
      }
      const b = clipper.getBoundingClientRect();
      const cls = typeof clipper.className === 'string' ? clipper.className.split(' ')[0] : '';
      out.push(
        `"${node.data.trim().slice(0, 40)}" is cut (${Math.round(shown * 100)}% shown) by <${clipper.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> ${Math.round(b.width)}x${Math.round(b.height)}${ellipsis ? ' (ellipsis without the full text as title or name)' : ''}`,
      );
    }
    return out;
  });
}

/**
 * 2.4.11 Focus Not Obscured (Minimum): whether the focused element is entirely hidden. Samples a 5x5 grid over the
 * part of its box inside the viewport (and inside its scrolling ancestors); a point counts as seen when the topmost
 * element there (elementFromPoint) is the focused element, inside it, or an ancestor of it (its own card or row).
 * Returns null when some point is seen, else the problem: what covers it (the sticky header, the bottom bar, a toast,
 * a banner), or that it is outside the viewport. Content with pointer-events: none is not seen by elementFromPoint;
 * the site's overlays (toasts, bars, banners) all take pointer events.
 */
export function focusObscured(page: Page, options: { afterTwoFrames?: boolean } = {}): Promise<string | null> {
  return page.evaluate(async (afterTwoFrames) => {
    // Waiting in the same call saves a round trip per Tab stop, hundreds in a walk.
    if (afterTwoFrames) await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement || el.tagName === 'IFRAME') return null;
    const label = `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const r = el.getBoundingClientRect();
    let left = Math.max(r.left, 0);
    let right = Math.min(r.right, window.innerWidth);
    let top = Math.max(r.top, 0);
    let bottom = Math.min(r.bottom, window.innerHeight);
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const b = p.getBoundingClientRect();
      left = Math.max(left, b.left);
      right = Math.min(right, b.right);
      top = Math.max(top, b.top);
      bottom = Math.min(bottom, b.bottom);
    }
    if (right - left < 1 || bottom - top < 1) return `${label} is outside the viewport (box ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)})`;
    const covers = new Map<Element, number>();
    for (let i = 0; i < 5; i++) {
      for (let j = 0; j < 5; j++) {
        const x = left + ((right - left) * (i + 0.5)) / 5;
        const y = top + ((bottom - top) * (j + 0.5)) / 5;
        const hit = document.elementFromPoint(x, y);
        if (!hit || el.contains(hit) || hit.contains(el)) return null;
        covers.set(hit, (covers.get(hit) ?? 0) + 1);
      }
    }
    const cover = (hit: Element) => {
      let top = hit;
      for (let p = hit.parentElement; p && p !== document.body; p = p.parentElement) {
        const pos = getComputedStyle(p).position;
        if (pos === 'fixed' || pos === 'sticky') top = p;
      }
      const cls = typeof top.className === 'string' ? top.className.split(' ')[0] : '';
      return `<${top.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${top.getAttribute('aria-label') ? ` "${top.getAttribute('aria-label')}"` : ''}>`;
    };
    return `${label} at y=${Math.round(r.top)}..${Math.round(r.bottom)} is entirely covered by ${[...new Set([...covers.keys()].map(cover))].join(', ')}`;
  }, options.afterTwoFrames ?? false);
}

/**
 * 2.5.8 Target Size (Minimum): every visible pointer target (CONTROLS; a checkbox or radio together with its
 * label, which takes the same click) is at least 24x24 CSS px, or undersized but spaced: a 24 px circle on its
 * centre meets no other target's box and no other undersized target's circle. Exempt: inline links in a sentence
 * (an `a` laid out inline in a block that holds other text). Targets inside `within` only, when given (a dialog).
 */
export function smallTargets(page: Page, within?: string): Promise<string[]> {
  return page.evaluate(
    ([selector, scope]) => {
      const root = scope ? document.querySelector(scope) : document.body;
      if (!root) return [`no ${scope} on the page`];
      const MIN = 24;
      const union = (rects: DOMRect[]) => {
        const l = Math.min(...rects.map((r) => r.left));
        const t = Math.min(...rects.map((r) => r.top));
        return new DOMRect(l, t, Math.max(...rects.map((r) => r.right)) - l, Math.max(...rects.map((r) => r.bottom)) - t);
      };
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 1 && r.height > 1 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !el.closest('[inert]');
      };
      const inSentence = (el: Element) => {
        if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
        let block = el.parentElement;
        while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
        const own = (el.textContent ?? '').trim().length;
        return (block?.textContent ?? '').trim().length > own + 10;
      };
      const targets: { el: Element; box: DOMRect }[] = [];
      const seen = new Set<Element>();
      // A stretched link: its ::after (or ::before) covers its positioned ancestor (a whole card), which takes the click.
      const stretched = (el: Element) => {
        for (const pseudo of ['::after', '::before']) {
          const s = getComputedStyle(el, pseudo);
          if (s.content !== 'none' && s.position === 'absolute' && s.top === '0px' && s.left === '0px' && s.right === '0px' && s.bottom === '0px') {
            return (el as HTMLElement).offsetParent?.getBoundingClientRect() ?? null;
          }
        }
        return null;
      };
      const interactive = 'a[href], button, input, select, textarea, summary, [role]';
      for (const el of Array.from(root.querySelectorAll(selector))) {
        if (seen.has(el) || inSentence(el)) continue;
        // An element focusable only through tabindex (a scrolling region) is a keyboard stop, not a pointer target.
        if (!el.matches(interactive)) continue;
        const input = el as HTMLInputElement;
        const rects: DOMRect[] = [];
        if (shown(el)) rects.push(stretched(el) ?? el.getBoundingClientRect());
        if (el.tagName === 'INPUT' && (input.type === 'checkbox' || input.type === 'radio') && input.labels) {
          for (const label of Array.from(input.labels)) if (shown(label)) rects.push(label.getBoundingClientRect());
        }
        if (rects.length === 0) continue;
        seen.add(el);
        targets.push({ el, box: union(rects) });
      }
      const small = targets.filter((t) => t.box.width < MIN - 0.5 || t.box.height < MIN - 0.5);
      const centre = (b: DOMRect) => ({ x: b.left + b.width / 2, y: b.top + b.height / 2 });
      const circleMeetsBox = (c: { x: number; y: number }, b: DOMRect) => {
        const dx = Math.max(b.left - c.x, 0, c.x - b.right);
        const dy = Math.max(b.top - c.y, 0, c.y - b.bottom);
        return dx * dx + dy * dy < (MIN / 2) ** 2 - 0.5;
      };
      const out: string[] = [];
      for (const t of small) {
        const c = centre(t.box);
        const clash = targets.find((o) => {
          if (o === t) return false;
          if (circleMeetsBox(c, o.box)) return true;
          const oc = centre(o.box);
          return small.includes(o) && Math.hypot(oc.x - c.x, oc.y - c.y) < MIN;
        });
        if (!clash) continue;
        const name = (el: Element) => `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
        out.push(`${name(t.el)} is ${Math.round(t.box.width)}x${Math.round(t.box.height)} and too close to ${name(clash.el)}`);
      }
      return out;
    },
    [CONTROLS, within ?? null] as const,
  );
}

/**
 * A snapshot of what the page shows, for 1.4.13: the elements (by a per-page id, data-hv) with a box and shown
 * (visibility, opacity, display), wherever they are — content merely scrolled into view is not new.
 */
export async function visibleSet(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    let next = Number(document.body.dataset.hvNext ?? 0);
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      let id = el.getAttribute('data-hv');
      if (!id) {
        id = String(next++);
        el.setAttribute('data-hv', id);
      }
      out.push(id);
    }
    document.body.dataset.hvNext = String(next);
    return out;
  });
}

/**
 * Of `now`, the ids not in `before`, leaving out the trigger (the element with data-hv `trigger`, and the focused
 * element), its ancestors and its descendants: its own hover or focus state. One label each.
 */
export function newlyShown(page: Page, before: string[], now: string[], trigger: string): Promise<string[]> {
  const old = new Set(before);
  const fresh = now.filter((id) => !old.has(id));
  if (fresh.length === 0) return Promise.resolve([]);
  return page.evaluate(
    ([ids, t]) => {
      const anchors = [document.querySelector(`[data-hv="${t}"]`), document.activeElement].filter((a): a is Element => !!a && a !== document.body);
      return ids
        .map((id) => document.querySelector(`[data-hv="${id}"]`))
        .filter((el): el is Element => !!el && !anchors.some((a) => a.contains(el) || el.contains(a)))
        .map((el) => `<${el.tagName.toLowerCase()} data-hv=${el.getAttribute('data-hv')}> "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    },
    [fresh, trigger] as const,
  );
}
