import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { type AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/api-contract';
import { createGateway, type Gateway } from '../app';
import { DEFAULT_HOST, serverConfig, startNotes } from '../config';
import { login } from '../testing/client';
import { createDeposit } from '../testing/cashier';
import { createHarness, type Harness, TEST_PASSWORD_COST_LOG2 } from '../testing/harness';

/**
 * Safe defaults and the simulator's framing: a start that a newcomer copies onto a
 * server must be safe. It listens on loopback only, never lets a client choose its brand by the
 * `Merchant` header, and says both at start; the payment simulator may be framed only by the portal.
 */
const here = dirname(fileURLToPath(import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** GET over a real socket: status, or the connection error's code. */
function get(host: string, port: number, path: string, headers: Record<string, string> = {}): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((done) => {
    const req = request({ host, port, path, headers, timeout: 5000 }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode, body }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    req.end();
  });
}

/** This machine's addresses other than loopback (what a café network would reach). */
const outsideAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && a.family === 'IPv4')
    .map((a) => a!.address);

describe('a default start (npm run gateway)', () => {
  let child: ChildProcess | undefined;
  let dir: string | undefined;
  afterEach(() => {
    child?.kill('SIGTERM');
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('listens on loopback only, ignores the Merchant header, and says both', { timeout: 120_000 }, async () => {
    dir = mkdtempSync(join(tmpdir(), 'gw-start-'));
    const port = await freePort();
    const framePort = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, GATEWAY_PORT: String(port), GATEWAY_FRAME_PORT: String(framePort), GATEWAY_DB: join(dir, 'gateway.db') };
    for (const name of ['GATEWAY_HOST', 'GATEWAY_MERCHANT_HEADER', 'GATEWAY_MERCHANT_HOSTS', 'NODE_ENV']) delete env[name];
    child = spawn(process.execPath, ['--import', 'tsx', join(here, '../main.ts')], {
      env: { ...env, TSX_TSCONFIG_PATH: join(here, '../../tsconfig.json') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    const started = Date.now();
    while (!out.includes('game and chat pages on') && Date.now() - started < 90_000) await new Promise((r) => setTimeout(r, 200));
    expect(out).toContain(`listening on http://127.0.0.1:${port}`);
    expect(out).toContain('listening on this machine only');
    expect(out).toContain('the Merchant header is ignored');

    const status = await get('127.0.0.1', port, endpoints.systemStatus.path);
    expect(status.status).toBe(200);
    // From another interface (a laptop on a café network) nothing answers: not the API, not the game pages.
    for (const address of outsideAddresses()) {
      expect((await get(address, port, endpoints.systemStatus.path)).error, address).toBe('ECONNREFUSED');
      expect((await get(address, framePort, '/sandbox/games/play')).error, address).toBe('ECONNREFUSED');
    }
    // A client naming another brand's merchant gets the default merchant's rules (VN001 turns free
    // play off and preselects +84; the default merchant does neither).
    const settings = await get('127.0.0.1', port, endpoints.registerSettings.path, { Merchant: 'VN001' });
    expect(JSON.parse(settings.body!).value).toMatchObject({ defaultCountryDialingCode: '+55', switches: { FREEPLAY3: true } });
  });

  it('reads GATEWAY_HOST and the development flag GATEWAY_MERCHANT_HEADER=on from the environment, and nothing else turns the header on', () => {
    expect(serverConfig({}, '/x')).toMatchObject({ host: DEFAULT_HOST, merchantHeader: false, portalOrigins: [] });
    expect(serverConfig({ NODE_ENV: 'development', GATEWAY_MERCHANT_HEADER: 'yes' }, '/x').merchantHeader).toBe(false);
    expect(
      serverConfig({ GATEWAY_HOST: '0.0.0.0', GATEWAY_MERCHANT_HEADER: 'on', GATEWAY_PORTAL_ORIGINS: 'https://a.example, https://b.example' }, '/x'),
    ).toMatchObject({
      host: '0.0.0.0',
      merchantHeader: true,
      portalOrigins: ['https://a.example', 'https://b.example'],
    });
  });

  it('hashes passwords at the production cost unless a test run lowers it, and says so at the start', () => {
    const production = serverConfig({}, '/x');
    expect(production.passwordCostLog2).toBeUndefined();
    expect(startNotes(production).join('\n')).not.toContain('scrypt');
    const testRun = serverConfig({ GATEWAY_PASSWORD_COST_LOG2: '12' }, '/x');
    expect(testRun.passwordCostLog2).toBe(12);
    expect(startNotes(testRun).join('\n')).toContain('scrypt 2^12');
  });
});

describe('the merchant of a request', () => {
  let g: Gateway | undefined;
  afterEach(() => g?.close());

  it('comes from the host; the Merchant header counts only with the development flag', async () => {
    const settings = async (gateway: Gateway, headers: Record<string, string>) =>
      ((await (await gateway.app.request(endpoints.registerSettings.path, { headers })).json()) as { value: { defaultCountryDialingCode: string } }).value
        .defaultCountryDialingCode;
    g = createGateway({ dbPath: ':memory:', passwordCostLog2: TEST_PASSWORD_COST_LOG2, merchantHosts: { 'vn.casino.test': 'VN001' } });
    expect(await settings(g, { Merchant: 'VN001' })).toBe('+55');
    expect(await settings(g, { Host: 'vn.casino.test' })).toBe('+84');
    expect(await settings(g, { Host: 'pt.casino.test', Merchant: 'VN001' })).toBe('+55');
    g.close();
    g = createGateway({ dbPath: ':memory:', passwordCostLog2: TEST_PASSWORD_COST_LOG2, merchantHeader: true });
    expect(await settings(g, { Merchant: 'VN001' })).toBe('+84');
  });
});

describe('the payment simulator', () => {
  let h: Harness | undefined;
  let g: Gateway | undefined;
  afterEach(() => {
    g?.close();
    h?.dispose();
  });

  it('may be framed by no site by default, and only by the portal’s origins when they are configured', async () => {
    h = createHarness();
    const token = await login(h, 'demo', 'demo1234');
    const order = await createDeposit(h, token, 25);
    const page = await h.call('GET', order.instructions!.payUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('X-Frame-Options')).toBe('DENY');
    const unknown = await h.call('GET', '/sandbox/pay/D1?t=nope');
    expect(unknown.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");

    const clock = h.clock;
    g = createGateway({ dbPath: h.dbPath, now: () => clock.now, passwordCostLog2: TEST_PASSWORD_COST_LOG2, portalOrigins: ['https://casino.example'] });
    const framed = await g.app.request(order.instructions!.payUrl);
    const csp = framed.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toMatch(/frame-ancestors https:\/\/casino\.example(;|$)/);
    expect(csp).not.toContain('frame-ancestors *');
    expect(() => createGateway({ dbPath: ':memory:', portalOrigins: ['*'] })).toThrow(/not a portal origin/);
    expect(() => createGateway({ dbPath: ':memory:', portalOrigins: ['https://casino.example/path'] })).toThrow(/not a portal origin/);
  });
});
