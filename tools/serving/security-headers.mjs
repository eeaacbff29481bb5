// The security headers every brand build is served with: by deploy/nginx/portal.conf in
// production and by the Vite preview server (what the Playwright journeys run against), so the
// journeys prove the portal works under this policy. tools/scripts/check-serving.mjs checks that
// nginx sends exactly these. README "Point a brand at a real platform" explains each one.
import { BOOT_SCRIPT_HASH } from './boot-script.mjs';

/**
 * The hosts Google's tag (gtag.js, GA4) loads from and reports to, admitted only by the build of a
 * brand whose config says `analytics: { gtag: true }` (docs/product/shell-and-navigation.md "Analytics").
 */
export const GTAG_SCRIPT_SRC = 'https://www.googletagmanager.com';
export const GTAG_CONNECT_SRC = 'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com';

/**
 * @param {{ frameSrc?: string, connectSrc?: string, imgSrc?: string, gtag?: boolean }} [options]
 *   frameSrc: where game and chat frames may come from (production: any https game provider;
 *   preview: the sandbox's frame origin and its CDN stand-in); connectSrc: the platform when it is
 *   another origin; imgSrc: image origins beyond https (the preview's CDN stand-in, plain http);
 *   gtag: the brand uses Google's tag (its hosts are admitted).
 * @returns {Record<string, string>}
 */
export function securityHeaders({ frameSrc = 'https:', connectSrc = "'self'", imgSrc = '', gtag = false } = {}) {
  const csp = [
    "default-src 'self'",
    // Scripts from the origin, and the one inline script a brand build writes (boot-script.mjs), by its hash.
    `script-src 'self' ${BOOT_SCRIPT_HASH}${gtag ? ` ${GTAG_SCRIPT_SRC}` : ''}`,
    // styled-components writes its rules into <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    // Banners, game art and promotion images may come from the platform's CDN; QR codes are data: URLs.
    `img-src 'self' data: blob: https:${imgSrc ? ` ${imgSrc}` : ''}`,
    "font-src 'self' data:",
    `connect-src ${connectSrc}${gtag ? ` ${GTAG_CONNECT_SRC}` : ''}`,
    `frame-src ${frameSrc}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Nobody may frame the portal (clickjacking of deposits and withdrawals).
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // Cross-origin requests (games, payment providers, links) get the origin only, never a path or query.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    // Popups (the payment provider's page) keep working; other windows cannot script this one.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

/** HSTS, sent by the production server only (a browser ignores it on plain http; never on localhost previews). */
export const HSTS = 'max-age=63072000; includeSubDomains';
