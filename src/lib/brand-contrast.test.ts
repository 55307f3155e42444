import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every brand's text colours read at WCAG AA (4.5:1 for normal text) on every surface the
 * components put them on. axe checks the rendered pages; this keeps a brand edit from breaking contrast on pages
 * or states the browser suites do not reach (e.g. an error text on a raised panel).
 */
const BRANDS = join(import.meta.dirname, '..', '..', 'config', 'brands');

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const TEXTS = ['text', 'textMuted', 'primary', 'danger', 'success', 'warning'];
const SURFACES = ['background', 'surface', 'surfaceRaised'];
/** Text colour on a filled background: buttons, badges. */
const FILLS: [string, string][] = [
  ['primaryText', 'primary'],
  ['accentText', 'accent'],
  ['surface', 'danger'],
];

/** `color` at `percent` % over `under`, as color-mix(in srgb, color p%, transparent) painted on it (tint()). */
function over(color: string, percent: number, under: string): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(i, i + 2), 16);
  return `#${[1, 3, 5].map((i) => Math.round((channel(color, i) * percent + channel(under, i) * (100 - percent)) / 100).toString(16).padStart(2, '0')).join('')}`;
}

/** Non-text contrast (WCAG 1.4.11, docs/accessibility.md): a form control's boundary is told at 3:1 on every surface it sits on. */
const BOUNDARIES = ['control'];

/** Status badges: the tone's text on a 16 % tint of the tone (dashboard StatusBadge). */
const BADGE_TONES = ['success', 'warning', 'danger'];

describe.each(readdirSync(BRANDS))('brand %s', (brand) => {
  const colors = (JSON.parse(readFileSync(join(BRANDS, brand, 'brand.json'), 'utf8')) as { colors: Record<string, string> }).colors;
  const pairs: [string, string][] = [...TEXTS.flatMap((fg) => SURFACES.map((bg): [string, string] => [fg, bg])), ...FILLS];

  it.each(pairs)('%s on %s is at least 4.5:1', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(BOUNDARIES.flatMap((line) => SURFACES.map((bg): [string, string] => [line, bg])))('the %s boundary on %s is at least 3:1', (line, bg) => {
    expect(contrast(colors[line], colors[bg])).toBeGreaterThanOrEqual(3);
  });

  it.each(BADGE_TONES.flatMap((tone) => SURFACES.map((bg): [string, string] => [tone, bg])))('a %s badge on %s is at least 4.5:1', (tone, bg) => {
    expect(contrast(colors[tone], over(colors[tone], 16, colors[bg]))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('contrast', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ef4444', '#ef4444')).toBe(1);
  });
});
