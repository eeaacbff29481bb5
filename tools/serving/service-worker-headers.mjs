// The headers the brand's service worker (`/sw.js`) is served with, by nginx (deploy/nginx/portal.conf,
// written out there: they do not depend on the build) and by the Vite preview (tools/workspace-plugin
// brandServiceWorker); tools/scripts/check-serving.mjs checks that nginx sends exactly these.
// docs/product/installed-app.md "Serving the worker".

/** The worker's file, at the site's root: its scope is the whole site. */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The page's security headers (`securityHeaders`), with a policy for a worker: the browser applies
 * the CSP sent with the worker's script to the worker's own requests, so it may fetch what the page
 * may show as images (its img-src, but data: and blob:) and nothing else; and `no-cache`, so every
 * visit's check for a new version reaches the server.
 * @param {Record<string, string>} pageHeaders securityHeaders(...) of the build (HSTS too, when production sends it)
 * @returns {Record<string, string>}
 */
export function serviceWorkerHeaders(pageHeaders) {
  const imgSrc = directiveOf(pageHeaders['Content-Security-Policy'] ?? '', 'img-src').filter((source) => source !== 'data:' && source !== 'blob:');
  const csp = [
    "default-src 'self'",
    `connect-src ${imgSrc.length ? imgSrc.join(' ') : "'self'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { ...pageHeaders, 'Content-Security-Policy': csp, 'Cache-Control': 'no-cache' };
}

/** The sources of one directive of a CSP. */
function directiveOf(csp, name) {
  const directive = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return directive ? directive.slice(1) : [];
}
