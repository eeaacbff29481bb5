// The site the web benchmarks measure (bench:web, bench:taps): a fresh sandbox gateway and a brand's
// production build served as a CDN would serve it (bench-cdn.mjs, a process of its own), with the
// platform paths forwarded to the gateway. Runs with tsx (the member's login is sealed with the contract's code).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { join } from 'node:path';
import { endpoints, sealPayload } from '../../../libs/api-contract/src/index.ts';

export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

export const sorted = (xs) => [...xs].sort((a, b) => a - b);
export const median = (xs) => sorted(xs)[Math.floor(xs.length / 2)];
/** The value at the given share of the sorted values (0.75: the p75 Core Web Vitals are judged at). */
export const percentile = (xs, share) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(share * xs.length) - 1)];

export const CHROMIUM = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The CDN stand-in's certificate is a throwaway one (bench-cdn.mjs).
  '--ignore-certificate-errors',
];

/** Whether `url` answers 200 (over TLS without checking the certificate: the CDN stand-in's is a throwaway one). */
const answers = (url) =>
  new Promise((resolve, reject) =>
    (url.startsWith('https:') ? httpsGet : httpGet)(url, { rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    }).on('error', reject),
  );

async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if (await answers(url)) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timeout waiting for ${url}`);
}

/**
 * Signs a member in a Puppeteer tab Lighthouse is about to load (bench:web, bench-lantern): the
 * session lives in sessionStorage (per tab), set on a file of the site that is not the portal (its
 * manifest: none of the portal's code runs, so its service worker does not install); then the
 * browser's cache is cleared, so the measured load is still a cold one.
 */
export async function signInTab(page, portalUrl, { token, username }) {
  await page.goto(`${portalUrl}/manifest.webmanifest`);
  await page.evaluate(
    (t, u) => {
      sessionStorage.setItem('token', JSON.stringify(t));
      sessionStorage.setItem('username', JSON.stringify(u));
    },
    token,
    username,
  );
  await (await page.createCDPSession()).send('Network.clearBrowserCache');
}

/**
 * Builds the brand (unless `--no-build`), starts the gateway and the CDN and returns what a
 * benchmark needs: the portal's and the gateway's URLs, operator calls and fresh members. With
 * `alsoHttp1`, a second CDN stand-in serves the same build over plain HTTP/1.1 (`http1Url`).
 */
export async function startBenchSite({ brand, gatewayPort, portalPort, dist, operatorKey = 'bench-site-operator', alsoHttp1 = false }) {
  const distDir = dist ?? join('dist/apps', `portal-brand-${brand}`);
  if (!process.argv.includes('--no-build')) {
    const { status } = spawnSync('npx', ['nx', 'run', `portal-brand-${brand}:build`, '--outputStyle=static'], {
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    });
    if (status !== 0) process.exit(status ?? 1);
  }
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`No build in ${distDir}`);
    process.exit(1);
  }
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  // HTTP/2 over TLS as a CDN serves a site; `--http1`: plain HTTP/1.1 with gzip.
  const http1 = process.argv.includes('--http1');
  const portalUrl = `${http1 ? 'http' : 'https'}://127.0.0.1:${portalPort}`;

  const children = [];
  const stop = () =>
    children.forEach((c) => {
      try {
        process.kill(-c.pid, 'SIGTERM');
      } catch {
        /* gone */
      }
    });
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));
  children.push(
    spawn('node', ['tools/scripts/e2e-gateway.mjs'], {
      env: { ...process.env, GATEWAY_PORT: String(gatewayPort), SANDBOX_OPERATOR_KEY: operatorKey },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    }),
  );

  // The CDN stand-in in a process of its own (bench-cdn.mjs: not in Lighthouse's event loop).
  const { brandConfig } = await import(`../../../apps/portal-brand-${brand}/src/brand.config.ts`);
  const cdn = (port, protocol) =>
    spawn('node', ['tools/scripts/lib/bench-cdn.mjs', distDir, String(port), String(gatewayPort), brandConfig.analytics?.gtag ? '1' : '0', protocol], {
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
  children.push(cdn(portalPort, http1 ? 'http1' : 'http2'));
  // `alsoHttp1`: a second stand-in on the next port, plain HTTP/1.1 with gzip (a plain server or an older CDN).
  const http1Url = alsoHttp1 && !http1 ? `http://127.0.0.1:${portalPort + 1}` : null;
  if (http1Url) children.push(cdn(portalPort + 1, 'http1'));
  await waitFor(`${portalUrl}/`);
  if (http1Url) await waitFor(`${http1Url}/`);
  await waitFor(`${gatewayUrl}/wps/system/status`);

  const operator = (method, path, body) =>
    fetch(`${gatewayUrl}${path}`, {
      method,
      headers: { 'X-Operator-Key': operatorKey, 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });

  /** A fresh member (opened by the back office, optionally credited) logged in through the platform API. */
  async function memberSession({ deposit } = {}) {
    const username = `bw${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`.slice(0, 16);
    const password = 'bench1234';
    await operator('POST', '/sandbox/members', { username, password });
    if (deposit) await operator('POST', `/sandbox/members/${username}/deposit`, { amount: deposit });
    const headers = { Merchant: 'PT001', Language: 'PT', 'Content-Type': 'application/json' };
    const key = (await (await fetch(`${gatewayUrl}${endpoints.encryptionKey.path}`, { headers })).json()).value;
    const response = await fetch(`${gatewayUrl}${endpoints.login.path}`, {
      method: 'POST',
      headers: { ...headers, Encryption: 'nacl-box' },
      body: JSON.stringify(sealPayload({ type: 'username', username, password }, key)),
    });
    const body = await response.json();
    if (!body.success) throw new Error(`bench member login: ${body.message}`);
    return { username, token: body.value.token };
  }

  return { distDir, portalUrl, http1Url, gatewayUrl, operator, memberSession, close: stop };
}
