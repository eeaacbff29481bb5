/** Deterministic SVG artwork: colours come from a hash of the id, the name is written on it. */

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function palette(seed: string): { a: string; b: string; accent: string } {
  const h = hash(seed);
  const hue = h % 360;
  return {
    a: `hsl(${hue}, 70%, 38%)`,
    b: `hsl(${(hue + 40 + ((h >> 9) % 80)) % 360}, 75%, 22%)`,
    accent: `hsl(${(hue + 180) % 360}, 90%, 65%)`,
  };
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch);
}

/** Splits a title into at most 3 lines of ~`width` characters. */
function lines(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      out.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) out.push(line);
  return out.slice(0, 3);
}

interface CardOptions {
  seed: string;
  title: string;
  subtitle?: string;
  width: number;
  height: number;
  /** Rounded corners (transparent outside them); square for an opaque raster copy. Default true. */
  rounded?: boolean;
}

export function cardSvg({ seed, title, subtitle, width, height, rounded = true }: CardOptions): string {
  const { a, b, accent } = palette(seed);
  const h = hash(seed);
  const size = Math.round(Math.min(width / 12, height / 5));
  const text = lines(title, Math.max(8, Math.floor(width / (size * 0.6))));
  const startY = height / 2 - ((text.length - 1) * size * 1.15) / 2;
  const circles = Array.from({ length: 5 }, (_, i) => {
    const r = ((h >> (i * 3)) % 7) + 3;
    const cx = ((h >> (i * 4)) % 100) / 100;
    const cy = ((h >> (i * 5 + 2)) % 100) / 100;
    return `<circle cx="${(cx * width).toFixed(1)}" cy="${(cy * height).toFixed(1)}" r="${((r / 100) * width).toFixed(1)}" fill="${accent}" opacity="0.18"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${width}" height="${height}" rx="${rounded ? Math.round(Math.min(width, height) / 16) : 0}" fill="url(#g)"/>${circles}
${text
  .map(
    (t, i) =>
      `<text x="50%" y="${(startY + i * size * 1.15).toFixed(1)}" dominant-baseline="middle" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${escapeXml(t)}</text>`,
  )
  .join('\n')}
${subtitle ? `<text x="50%" y="${height - size * 0.8}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${Math.round(size * 0.55)}" fill="${accent}">${escapeXml(subtitle)}</text>` : ''}
</svg>`;
}
