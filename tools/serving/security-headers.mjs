// The security headers every brand build is served with: by deploy/nginx/portal.conf in
// production and by the Vite preview server (what the Playwright journeys run against), so the
// journeys prove the portal works under this policy. tools/scripts/check-serving.mjs checks that
// nginx sends exactly these. README "Point a brand at a real platform" explains each one.
import { THEME_BOOT_SCRIPT_HASH } from './theme-boot.mjs';

/**
 * @param {{ frameSrc?: string, connectSrc?: string }} [options]
 *   frameSrc: where game and chat frames may come from (production: any https game provider;
 *   preview: the sandbox's frame origin); connectSrc: the platform when it is another origin.
 * @returns {Record<string, string>}
 */
export function securityHeaders({ frameSrc = 'https:', connectSrc = "'self'" } = {}) {
  const csp = [
    "default-src 'self'",
    // Scripts from the origin, and the one inline script a brand build writes (theme-boot.mjs), by its hash.
    `script-src 'self' ${THEME_BOOT_SCRIPT_HASH}`,
    // styled-components writes its rules into <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    // Banners, game art and promotion images may come from the platform's CDN; QR codes are data: URLs.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connectSrc}`,
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
