// The CDN stand-in of the web benchmarks (started by bench-site.mjs), in a process of its own: in the
// benchmark's process it shared an event loop with Lighthouse, whose work during a page load held
// back the answers it forwarded (the boot frame's calls answered 130 ms late now and then) and, in
// Lighthouse's simulation, every answer's server time. Serves a brand's build as a CDN would: over
// TLS with HTTP/2 (every CDN does, and browsers speak HTTP/2 only over TLS; the certificate is a
// throwaway one for 127.0.0.1, made with openssl at start), brotli (the build's copy of each
// script, NAME.js.br, as deploy/nginx serves it) or gzip for text, hashed assets
// immutable for a year, everything else revalidated, SPA fallback to index.html, production's
// security headers; the platform paths forwarded to the gateway. With `http1` as the fifth argument
// it serves plain HTTP/1.1 with gzip (bench:web --http1, and --both beside the HTTP/2 one).
// Usage: node bench-cdn.mjs <distDir> <port> <gatewayPort> <gtag: 0|1> [http1]
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { builtSecurityHeaders } from '../../serving/security-headers.mjs';
import { SERVICE_WORKER_FILE, serviceWorkerHeaders } from '../../serving/service-worker-headers.mjs';

const [dist, port, gatewayPort, gtag, protocol] = process.argv.slice(2);
const http1 = protocol === 'http1';
const distDir = resolve(dist);
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
const portalUrl = `${http1 ? 'http' : 'https'}://127.0.0.1:${port}`;

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
const security = builtSecurityHeaders(readFileSync(join(distDir, 'index.html'), 'utf8'), {
  frameSrc: `http://localhost:${Number(gatewayPort) + 1}`,
  gtag: gtag === '1',
});
/** Headers HTTP/2 has no place for: its pseudo-headers on the way in, HTTP/1.1's connection headers on the way out. */
const HOP = /^(:|connection$|keep-alive$|transfer-encoding$|upgrade$|proxy-connection$|host$)/;
const hopFree = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP.test(name)));
const compressed = new Map();
const compress = (file, encoding) => {
  const key = `${encoding} ${file}`;
  if (!compressed.has(key)) {
    // A script's brotli copy from the build (as deploy/nginx serves it), anything else compressed here.
    const bytes = readFileSync(file);
    if (encoding === 'br')
      compressed.set(key, existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    else compressed.set(key, gzipSync(bytes, { level: 9 }));
  }
  return compressed.get(key);
};

function handle(req, res) {
  const url = new URL(req.url ?? '/', portalUrl);
  if (/^\/(wps|lgw|sandbox)\//.test(url.pathname)) {
    const upstream = httpRequest(
      `${gatewayUrl}${url.pathname}${url.search}`,
      { method: req.method, headers: { ...hopFree(req.headers), host: `127.0.0.1:${gatewayPort}` } },
      (up) => {
        res.writeHead(up.statusCode ?? 502, http1 ? up.headers : hopFree(up.headers));
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
  // The brand's worker with its own policy, as deploy/nginx serves it (tools/serving/service-worker-headers.mjs).
  const policy = file === join(distDir, SERVICE_WORKER_FILE) ? serviceWorkerHeaders(security) : security;
  const headers = { ...policy, 'content-type': type, 'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache' };
  const accepted = req.headers['accept-encoding'] ?? '';
  const encoding = !http1 && /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (/^(text|application\/(json|manifest))|svg/.test(type) && encoding) {
    res.writeHead(200, { ...headers, 'content-encoding': encoding, vary: 'accept-encoding' }).end(compress(file, encoding));
    return;
  }
  res.writeHead(200, headers);
  createReadStream(file).pipe(res);
}

if (http1) createServer(handle).listen(Number(port), '127.0.0.1');
else {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cdn-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const tls = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true });
  createSecureServer({ ...tls, allowHTTP1: true }, handle).listen(Number(port), '127.0.0.1');
}
