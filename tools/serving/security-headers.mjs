// The security headers every brand build is served with: by nginx in production (the build writes
// them as `nginx-security-headers.conf`, deploy/nginx/portal.conf includes that file) and by the
// Vite preview server (what the Playwright journeys run against), so the journeys prove the portal
// works under this policy. tools/scripts/check-serving.mjs checks that nginx sends exactly these.
// docs/serving.md explains each one.
import { createHash } from 'node:crypto';

/**
 * The hosts Google's tag (gtag.js, GA4) loads from and reports to, admitted only by the build of a
 * brand whose config says `analytics: { gtag: true }` (docs/product/shell-and-navigation.md "Analytics").
 */
export const GTAG_SCRIPT_SRC = 'https://www.googletagmanager.com';
export const GTAG_CONNECT_SRC = 'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com';

/** The name of the nginx snippet a brand's build writes beside its index.html. */
export const NGINX_HEADERS_FILE = 'nginx-security-headers.conf';

/**
 * The CSP sources that allow a built page's inline scripts (its boot script): `'sha256-…'` of the
 * text of each `<script>` without `src` in the page, as the browser hashes it. Computed from the
 * built index.html, so the policy allows exactly what was built.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
  );
}

/**
 * @param {{ scriptHashes: string[], frameSrc?: string, connectSrc?: string, imgSrc?: string, gtag?: boolean }} options
 *   scriptHashes: the built page's inline scripts (`inlineScriptHashes`); frameSrc: where game and
 *   chat frames may come from (production: any https game provider; preview: the sandbox's frame
 *   origin and its CDN stand-in); connectSrc: the platform when it is another origin; imgSrc: image
 *   origins beyond https (the preview's CDN stand-in, plain http); gtag: the brand uses Google's tag.
 * @returns {Record<string, string>}
 */
export function securityHeaders({ scriptHashes, frameSrc = 'https:', connectSrc = "'self'", imgSrc = '', gtag = false }) {
  const csp = [
    "default-src 'self'",
    // Scripts from the origin, and the inline script the brand build wrote (its boot script), by its hash.
    ['script-src', "'self'", ...scriptHashes, ...(gtag ? [GTAG_SCRIPT_SRC] : [])].join(' '),
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

/**
 * The nginx snippet of a brand's production headers (`add_header … always;` lines, HSTS included),
 * written by the brand's build from its own index.html and config.
 * @param {Record<string, string>} headers securityHeaders(...) of the build
 * @returns {string}
 */
export function nginxHeaders(headers) {
  return [
    `# Security headers of every response of this brand build, written by its build (tools/serving/security-headers.mjs):`,
    `# the Content-Security-Policy allows the build's own inline script by its hash. Install as`,
    `# /etc/nginx/snippets/portal-security-headers.conf with the build (deploy/nginx/portal.conf).`,
    ...Object.entries({ ...headers, 'Strict-Transport-Security': HSTS }).map(([name, value]) => `add_header ${name} "${value}" always;`),
    '',
  ].join('\n');
}

/**
 * The production headers of a built brand, read from its build: its index.html's inline scripts and
 * whether its config admits Google's tag (the snippet the build wrote says which).
 * @param {string} html the built index.html
 * @param {{ gtag?: boolean, frameSrc?: string, connectSrc?: string, imgSrc?: string }} [options]
 */
export function builtSecurityHeaders(html, options = {}) {
  return securityHeaders({ ...options, scriptHashes: inlineScriptHashes(html) });
}
