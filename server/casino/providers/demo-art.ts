import { createHash } from 'node:crypto';

const PALETTES: [string, string, string][] = [
  ['#ff512f', '#dd2476', '#ffd86f'], ['#1d976c', '#93f9b9', '#ffffff'], ['#4776e6', '#8e54e9', '#ffe259'],
  ['#f7971e', '#ffd200', '#5a2d0c'], ['#00c6ff', '#0072ff', '#fffbd5'], ['#8e2de2', '#4a00e0', '#f9d423'],
  ['#e53935', '#e35d5b', '#fff3b0'], ['#11998e', '#38ef7d', '#063b2f'], ['#fc466b', '#3f5efb', '#ffffff'],
  ['#c94b4b', '#4b134f', '#ffcf71'], ['#0f2027', '#2c5364', '#7ee8fa'], ['#f12711', '#f5af19', '#2b0a00'],
];
const ICONS = ['★', '♦', '♥', '♠', '♣', '7', '✦', '☀', '♛', '❖'];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a title into at most three lines of about 12 characters, so it fits the tile. */
function lines(name: string): string[] {
  const out: string[] = [];
  for (const word of name.split(/\s+/)) {
    const last = out[out.length - 1];
    if (last && (last + ' ' + word).length <= 12) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, 3);
}

/**
 * Tile art of a demo game: a 300×300 SVG with a gradient picked from the code's hash, a large glyph and
 * the name (XML-escaped), plus the provider name. Pure: the same input always gives the same picture (cacheable).
 */
export function gameArtSvg(code: string, name: string, providerName: string): string {
  const hash = createHash('sha256').update(code).digest();
  const [from, to, ink] = PALETTES[hash[0] % PALETTES.length];
  const icon = ICONS[hash[1] % ICONS.length];
  const angle = (hash[2] % 4) * 45;
  const title = lines(name);
  const top = 170 - (title.length - 1) * 17;
  const text = title
    .map((line, i) => `<text x="150" y="${top + i * 36}" font-size="${Math.min(34, Math.floor(370 / Math.max(line.length, 1)))}">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="s" cx=".5" cy=".3" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="300" height="300" fill="url(#g)"/><rect width="300" height="300" fill="url(#s)"/>
<text x="150" y="${top - 44}" text-anchor="middle" font-family="Georgia, serif" font-size="64" fill="${ink}" opacity=".9">${icon}</text>
<g text-anchor="middle" font-family="'Trebuchet MS', Arial, sans-serif" font-weight="800" fill="#fff" stroke="#000" stroke-opacity=".25" stroke-width="1">${text}</g>
<rect x="0" y="252" width="300" height="48" fill="#000" opacity=".35"/>
<text x="150" y="283" text-anchor="middle" font-family="Arial, sans-serif" font-size="18" fill="#fff" opacity=".9">${escapeXml(providerName)}</text>
</svg>`;
}
