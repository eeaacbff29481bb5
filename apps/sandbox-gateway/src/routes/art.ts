import type { Hono } from 'hono';
import { rasterArt } from '../art/raster';
import { cardSvg } from '../art/svg';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { artFor } from '../domain/operator';

/**
 * Artwork lookups per kind: /sandbox/art/<kind>/<id>.svg, or .jpg for the same picture as a raster
 * image (game thumbnails, banners, promotions and rewards use it, as an operator's CDN would; logos,
 * vendor icons and avatars stay vector).
 */
export function artRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  app.get('/sandbox/art/:kind/:file', async (c) => {
    const match = /^([\w-]+)\.(svg|jpg)$/.exec(c.req.param('file'));
    const kind = c.req.param('kind');
    const art = match ? artFor(gw, kind, match[1]) : null;
    if (!match || !art) return c.text('not found', 404);
    const svg = cardSvg({
      seed: `${kind}:${match[1]}`,
      title: art.title,
      subtitle: art.subtitle,
      width: art.width ?? 240,
      height: art.height ?? 240,
      // A raster copy is square-cornered and opaque (the portal rounds its image boxes itself).
      rounded: match[2] === 'svg',
    });
    const cacheControl = 'public, max-age=3600';
    if (match[2] === 'svg') return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': cacheControl });
    const jpeg = await rasterArt(`${kind}:${match[1]}:${art.title}`, svg);
    return c.body(new Uint8Array(jpeg), 200, { 'Content-Type': 'image/jpeg', 'Cache-Control': cacheControl });
  });
}
