import type { BannerArt } from '@server/db/seed-data/cms-banners';

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

/** Height of a banner of `width`: 600:500 for the default (phone) image, 1040:600 for the larger ones (docs/product.md §9). */
export function bannerHeight(width: number): number {
  return width <= 640 ? Math.round((width * 500) / 600) : Math.round((width * 600) / 1040);
}

/**
 * Demo banner art as SVG: a diagonal gradient, soft glows, a kicker, the headline, a subline and a call-to-action
 * pill. Text wraps onto two lines on the narrow (phone) image. No script, no external reference.
 */
export function bannerSvg(art: BannerArt, width: number): string {
  const height = bannerHeight(width);
  const narrow = width <= 640;
  const pad = Math.round(width * (narrow ? 0.08 : 0.065));
  const h1 = Math.round(width * (narrow ? 0.085 : 0.052));
  const words = art.headline.split(' ');
  const half = Math.ceil(words.length / 2);
  const lines = narrow && words.length > 2 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : [art.headline];
  const top = narrow ? height * 0.3 : height * 0.36;
  const kicker = Math.round(h1 * 0.36);
  const sub = Math.round(h1 * 0.42);
  const subY = top + lines.length * h1 * 1.12 + sub * 0.6;
  const ctaY = subY + sub * 1.6;
  const ctaW = Math.round(art.cta.length * sub * 0.62 + sub * 2.2);
  const ctaH = Math.round(sub * 2.1);
  const text = lines
    .map((line, i) => `<text x="${pad}" y="${Math.round(top + (i + 1) * h1 * 1.05)}" font-size="${h1}" font-weight="800" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${art.accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${art.accent}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${width * 0.86}" cy="${height * 0.25}" r="${height * 0.55}" fill="url(#glow)"/>
<circle cx="${width * 0.78}" cy="${height * 0.95}" r="${height * 0.35}" fill="url(#glow)" opacity="0.6"/>
<g fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="${Math.max(2, width / 300)}">
<circle cx="${width * 0.84}" cy="${height * 0.5}" r="${height * 0.3}"/><circle cx="${width * 0.84}" cy="${height * 0.5}" r="${height * 0.42}"/>
</g>
<g font-family="Inter, 'Segoe UI', Roboto, Arial, sans-serif">
<text x="${pad}" y="${Math.round(top - kicker * 0.6)}" font-size="${kicker}" font-weight="700" letter-spacing="${kicker * 0.12}" fill="${art.accent}">${escapeXml(art.kicker)}</text>
${text}
<text x="${pad}" y="${Math.round(subY + sub)}" font-size="${sub}" fill="#fff" fill-opacity="0.86">${escapeXml(art.subline)}</text>
<rect x="${pad}" y="${Math.round(ctaY + sub * 0.4)}" width="${ctaW}" height="${ctaH}" rx="${ctaH / 2}" fill="${art.accent}"/>
<text x="${pad + ctaW / 2}" y="${Math.round(ctaY + sub * 0.4 + ctaH * 0.66)}" font-size="${sub}" font-weight="700" text-anchor="middle" fill="${art.from}">${escapeXml(art.cta)}</text>
</g>
</svg>`;
}
