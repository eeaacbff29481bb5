// The CDN stand-in of the web benchmarks (started by bench-site.mjs), in a process of its own: in the
// benchmark's process it shared an event loop with Lighthouse, whose work during a page load held
// back the answers it forwarded (the boot frame's calls answered 130 ms late now and then) and, in
// Lighthouse's simulation, every answer's server time. Serves a brand's build as a CDN would (gzip
// for text, hashed assets immutable for a year, everything else revalidated, SPA fallback to
// index.html, production's security headers) and forwards the platform paths to the gateway.
// Usage: node bench-cdn.mjs <distDir> <port> <gatewayPort> <gtag: 0|1>
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { securityHeaders } from '../../serving/security-headers.mjs';

const [dist, port, gatewayPort, gtag] = process.argv.slice(2);
const distDir = resolve(dist);
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
const portalUrl = `http://127.0.0.1:${port}`;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

// As deploy/nginx serves a brand: its policy decides what the portal may do (no eval, for one);
// games and chat come from the sandbox's frame origin (the gateway's port + 1), as in the preview.
const security = securityHeaders({ frameSrc: `http://localhost:${Number(gatewayPort) + 1}`, gtag: gtag === '1' });
const gzipCache = new Map();
createServer((req, res) => {
  const url = new URL(req.url ?? '/', portalUrl);
  if (/^\/(wps|lgw|sandbox)\//.test(url.pathname)) {
    const upstream = httpRequest(
      `${gatewayUrl}${url.pathname}${url.search}`,
      { method: req.method, headers: { ...req.headers, host: `127.0.0.1:${gatewayPort}` } },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
    return;
  }
  let file = join(distDir, normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
  if (!file.startsWith(distDir) || !existsSync(file) || statSync(file).isDirectory()) file = join(distDir, 'index.html');
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const hashed = file.includes(`${distDir}/assets/`);
  const headers = { ...security, 'content-type': type, 'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache' };
  if (/^(text|application\/(json|manifest))|svg/.test(type) && /gzip/.test(req.headers['accept-encoding'] ?? '')) {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }));
    res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' }).end(gzipCache.get(file));
    return;
  }
  res.writeHead(200, headers);
  createReadStream(file).pipe(res);
}).listen(Number(port), '127.0.0.1');
