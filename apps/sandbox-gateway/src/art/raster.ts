import sharp from 'sharp';

/** Rendered images kept in memory: every game, banner and promotion of the seed fits many times over. */
const CACHE_LIMIT = 2000;
const cache = new Map<string, Promise<Buffer>>();

/**
 * The artwork as a JPEG, what an operator's CDN serves for game thumbnails, banners and promotions:
 * the SVG drawn once by libvips, then kept (a 240×240 game image is about 5 KB). A browser draws a
 * raster image from pixels it decodes once; an SVG image is a small document it lays out and draws
 * again each time its part of the page is rastered, which cost a fast lobby scroll most of its
 * dropped frames (npm run bench:lobby). JPEG over WebP or PNG: the smallest of the three for this art
 * and the fastest to decode. Same key, same bytes.
 */
export function rasterArt(key: string, svg: string): Promise<Buffer> {
  const hit = cache.get(key);
  if (hit) return hit;
  const rendered = sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: false }).toBuffer();
  rendered.catch(() => cache.delete(key));
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, rendered);
  return rendered;
}
