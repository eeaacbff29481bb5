#!/usr/bin/env node
// Serving check (docs/serving.md), run by `npm test` after the builds:
// 1. no brand build ships a source map (no .map file, no sourceMappingURL comment), and each has a
//    brotli copy beside every script;
// 2. deploy/nginx/portal.conf, run by Debian's nginx against the PT build and a stand-in platform,
//    sends the security headers of tools/serving/security-headers.mjs on every kind of response
//    (page, route fallback, hashed asset, proxied API, refused paths), caches hashed assets for a
//    year, sends a script's brotli copy to a browser that accepts brotli and gzip to any other,
//    forwards /wps and /lgw, and never forwards /sandbox or serves a .map; serves the service worker
//    (`/sw.js`) revalidated, with its own CSP (tools/serving/service-worker-headers.mjs) that allows
//    it (worker-src 'self' on the pages).
// Usage: node tools/scripts/check-serving.mjs [brand-dir] (default dist/apps/portal-brand-pt)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync, copyFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { basename } from 'node:path';
import { builtSecurityHeaders, HSTS, inlineScriptHashes, nginxHeaders, NGINX_HEADERS_FILE } from '../serving/security-headers.mjs';
import { SERVICE_WORKER_FILE, serviceWorkerHeaders } from '../serving/service-worker-headers.mjs';

const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
  if (!ok) failures.push(message);
};

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** A brand app's config (apps/<brand>/src/brand.config.ts), as its build read it. */
async function brandConfigOf(brand) {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(resolve('apps', brand, 'src/brand.config.ts'), { configFile: false, logLevel: 'silent' });
  return module;
}

// 1. Source maps, brotli copies, the build's own headers.
const brands = existsSync('dist/apps') ? readdirSync('dist/apps').filter((d) => d.startsWith('portal-brand-')) : [];
if (brands.length === 0) {
  console.error('No brand build in dist/apps: build first.');
  process.exit(1);
}
for (const brand of brands) {
  const files = walk(join('dist/apps', brand));
  const maps = files.filter((f) => f.endsWith('.map'));
  const linked = files.filter((f) => /\.(js|css)$/.test(f) && /[#@] sourceMappingURL=/.test(readFileSync(f, 'utf8')));
  check(maps.length === 0 && linked.length === 0, `${brand}: no source maps shipped (${maps.length} .map files, ${linked.length} files pointing to one)`);
  // The hashed scripts (nginx sends their brotli copy); the service worker at the root is gzipped on the fly.
  const scripts = files.filter((f) => f.endsWith('.js') && f.includes(`${brand}/assets/`));
  const uncompressed = scripts.filter((f) => !existsSync(`${f}.br`));
  check(
    scripts.length > 0 && uncompressed.length === 0,
    `${brand}: a brotli copy beside each of its ${scripts.length} scripts (${uncompressed.length} without)`,
  );
  const built = join('dist/apps', brand);
  const html = readFileSync(join(built, 'index.html'), 'utf8');
  const snippet = join(built, NGINX_HEADERS_FILE);
  const { brandConfig } = await brandConfigOf(brand);
  const expectedSnippet = nginxHeaders(builtSecurityHeaders(html, { gtag: Boolean(brandConfig?.analytics?.gtag) }));
  check(
    existsSync(snippet) && readFileSync(snippet, 'utf8') === expectedSnippet,
    `${brand}: its ${NGINX_HEADERS_FILE} says what security-headers.mjs says for its index.html (${inlineScriptHashes(html).length} inline script allowed by hash)`,
  );
}

// 2. nginx.
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
if (!nginx) {
  console.error('nginx not found: apt-get install nginx (Debian) to run the serving check.');
  process.exit(1);
}
const site = resolve(process.argv[2] ?? 'dist/apps/portal-brand-pt');

// The CSP admits Google's tag only for a brand whose config says analytics: { gtag: true }.
const gtag = Boolean((await brandConfigOf(basename(site))).brandConfig?.analytics?.gtag);
check(true, `${basename(site)}: analytics tag ${gtag ? 'admitted' : 'not admitted'}`);
const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
const free = () =>
  new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

const platformCalls = [];
const platform = createServer((req, res) => {
  platformCalls.push(req.url);
  res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ success: true, message: null, value: { path: req.url } }));
});
const platformPort = await new Promise((done) => platform.listen(0, '127.0.0.1', () => done(platform.address().port)));
const port = await free();

mkdirSync(join(dir, 'snippets'));
copyFileSync(join(site, NGINX_HEADERS_FILE), join(dir, 'snippets/portal-security-headers.conf'));
const conf = readFileSync('deploy/nginx/portal.conf', 'utf8')
  .replace('server 127.0.0.1:3100;', `server 127.0.0.1:${platformPort};`)
  .replace('listen 8080;', `listen 127.0.0.1:${port};`)
  .replace('root /srv/portal/current;', `root ${site};`);
writeFileSync(join(dir, 'portal.conf'), conf);
writeFileSync(
  join(dir, 'nginx.conf'),
  `pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  include ${dir}/portal.conf;
}
`,
);
const test = spawnSync(nginx, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
check(test.status === 0, `nginx -t accepts deploy/nginx/portal.conf${test.status === 0 ? '' : `: ${test.stderr}`}`);
const server = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off; worker_processes 1;'], { stdio: 'inherit' });
const stop = () => {
  server.kill('SIGTERM');
  platform.close();
  rmSync(dir, { recursive: true, force: true });
};

try {
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(base);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const expected = { ...builtSecurityHeaders(readFileSync(join(site, 'index.html'), 'utf8'), { gtag }), 'Strict-Transport-Security': HSTS };
  const asset = readdirSync(join(site, 'assets')).find((f) => f.endsWith('.js'));
  const cases = [
    { path: '/', status: 200, type: 'text/html', cache: 'no-cache' },
    { path: '/rng?x=1', status: 200, type: 'text/html', cache: 'no-cache' },
    {
      path: `/assets/${asset}`,
      status: 200,
      type: 'application/javascript',
      cache: 'public, max-age=31536000, immutable',
      encoding: 'gzip',
      accept: 'gzip, deflate',
    },
    {
      path: `/assets/${asset}`,
      status: 200,
      type: 'application/javascript; charset=utf-8',
      cache: 'public, max-age=31536000, immutable',
      encoding: 'br',
      accept: 'gzip, deflate, br, zstd',
    },
    { path: `/assets/${asset}.br`, status: 404, accept: 'br' },
    { path: '/wps/system/status', status: 200, type: 'application/json', cache: 'no-store', proxied: true },
    { path: '/lgw/vn/games/game_menu', status: 200, type: 'application/json', proxied: true },
    { path: '/manifest.webmanifest', status: 200, type: 'application/manifest+json', cache: 'no-cache' },
    {
      path: `/${SERVICE_WORKER_FILE}`,
      status: 200,
      type: 'application/javascript',
      cache: 'no-cache',
      headers: serviceWorkerHeaders(expected),
      accept: 'gzip, deflate, br',
    },
    { path: '/icons/icon-192.png', status: 200, type: 'image/png' },
    { path: '/sandbox/sms?mobile=1', status: 404 },
    { path: `/assets/${asset}.map`, status: 404 },
    { path: `/${NGINX_HEADERS_FILE}`, status: 404 },
  ];
  for (const c of cases) {
    const before = platformCalls.length;
    const res = await fetch(base + c.path, { redirect: 'manual', headers: c.accept ? { 'Accept-Encoding': c.accept } : {} });
    const body = Buffer.from(await res.arrayBuffer());
    const label = c.accept ? `${c.path} (Accept-Encoding: ${c.accept})` : c.path;
    check(res.status === c.status, `${label}: status ${res.status} (expected ${c.status})`);
    if (c.encoding) {
      // fetch decodes the body: it must be the file itself, whichever copy was sent.
      const same = body.equals(readFileSync(join(site, c.path)));
      check(
        res.headers.get('content-encoding') === c.encoding && same,
        `${label}: Content-Encoding ${res.headers.get('content-encoding')}, ${same ? 'decodes to the file' : 'NOT the file'}`,
      );
    }
    if (c.type) check((res.headers.get('content-type') ?? '').startsWith(c.type), `${label}: Content-Type ${res.headers.get('content-type')}`);
    if (c.cache) check(res.headers.get('cache-control') === c.cache, `${c.path}: Cache-Control ${res.headers.get('cache-control')}`);
    const missing = Object.entries(c.headers ?? expected).filter(([name, value]) => res.headers.get(name) !== value);
    check(
      missing.length === 0,
      `${c.path}: security headers${missing.length ? ` wrong: ${missing.map(([n]) => `${n}=${res.headers.get(n)}`).join(', ')}` : ''}`,
    );
    check(Boolean(c.proxied) === platformCalls.length > before, `${c.path}: ${c.proxied ? 'forwarded to' : 'not forwarded to'} the platform`);
  }
  // The pages allow the worker (worker-src 'self'), and sw.js is this build's worker.
  check(/(^|; )worker-src 'self'( |;|$)/.test(expected['Content-Security-Policy']), `the pages' CSP allows the service worker (worker-src 'self')`);
  check(existsSync(join(site, SERVICE_WORKER_FILE)), `${basename(site)}: ${SERVICE_WORKER_FILE} built`);
  const big = await fetch(`${base}/wps/member/feedback`, { method: 'POST', body: 'x'.repeat(200 * 1024), headers: { 'Content-Type': 'application/json' } });
  check(big.status === 413, `a 200 KB body is refused by nginx before the platform (${big.status})`);
} finally {
  stop();
}
if (failures.length) {
  console.error(`\n${failures.length} serving check(s) failed.`);
  process.exit(1);
}
console.log('\nserving: ok');
