import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/api-contract';
import { main } from '../cli';
import type { Report } from '../report/model';
import { type RunningGateway, freePort, startSandboxGateway } from './sandbox-gateway';

// The kit against the sandbox gateway as `npm start` runs it: everything conforms; then against its
// deviant mode (docs/sandbox-gateway.md "Deviant mode"), where the kit must name each bent answer.

let gateway: RunningGateway;
let out: string;
beforeAll(async () => {
  gateway = await startSandboxGateway();
  out = mkdtempSync(join(tmpdir(), 'conformance-out-'));
});
afterAll(async () => {
  await gateway?.stop();
  rmSync(out, { recursive: true, force: true });
});

const credentials = ['--merchant', 'PT001', '--member', 'demo', '--member-password', 'demo1234', '--agent', 'agent', '--agent-password', 'agent1234'];

const BENDS = [
  { kind: 'renameField', endpoint: 'memberInfo', field: 'account', to: 'userName' },
  { kind: 'dropSuccess', endpoint: 'balance' },
  { kind: 'stringForNumber', endpoint: 'pointsBalance', field: 'points' },
  { kind: 'serverErrorForKey', endpoint: 'login' },
  { kind: 'acceptUnsealed', endpoint: 'login' },
];

const byName = (report: Report, name: string) => report.endpoints.find((e) => e.name === name)!;

function captured(isTTY = false) {
  const stdout = { text: '', isTTY, write: (t: string) => (stdout.text += t) };
  const stderr = { text: '', isTTY, write: (t: string) => (stderr.text += t) };
  return { stdout, stderr, cwd: out };
}

describe('conformance kit against the sandbox gateway', () => {
  it('exits 0 when every endpoint conforms (reversible writes and a money move included), with JSON and a self-contained HTML report', async () => {
    const io = captured(false);
    const status = await main(['--platform', gateway.url, ...credentials, '--allow-writes', '--allow-money-moves', '--out', 'pass'], {}, io);
    const report = JSON.parse(readFileSync(join(out, 'pass/report.json'), 'utf8')) as Report;
    const differing = report.endpoints
      .filter((e) => e.verdict !== 'conforms')
      .map((e) => ({ name: e.name, unreachable: e.unreachable, differences: e.differences }));
    expect(differing).toEqual([]);
    expect(status, io.stderr.text).toBe(0);
    expect(report.endpoints.map((e) => e.name)).toEqual(Object.keys(endpoints));
    expect(report.summary).toMatchObject({ endpoints: Object.keys(endpoints).length, conforms: Object.keys(endpoints).length, differs: 0, unreachable: 0 });
    // Every endpoint was called; every read's valid call ran; each protocol check ran where it belongs.
    for (const e of report.endpoints) expect(e.checked.length, e.name).toBeGreaterThan(0);
    for (const e of report.endpoints.filter((x) => x.method === 'GET')) expect(e.checked, e.name).toContain('valid call');
    expect(byName(report, 'login').checked).toEqual(
      expect.arrayContaining(['sealed login accepted', 'replayed envelope refused', 'unsealed login refused', 'wrong password']),
    );
    expect(byName(report, 'memberInfo').checked).toEqual(expect.arrayContaining(['without a session', 'unknown token', 'valid call']));
    expect(byName(report, 'logout').checked).toEqual(expect.arrayContaining(['valid call', 'logged-out token']));
    expect(byName(report, 'helpCenter').checked).toEqual(expect.arrayContaining(['Language: PT', 'Language: CN']));
    expect(byName(report, 'walletTransfer').checked).toEqual(
      expect.arrayContaining(['money move', 'same Idempotency-Key again', 'same Idempotency-Key, another payload']),
    );
    expect(byName(report, 'favouriteAdd').checked).toContain('valid call (then removed)');
    for (const topic of report.topics) expect(topic, topic.topic).toMatchObject({ differences: 0 });
    expect(report.topics.every((t) => t.checks > 0)).toBe(true);

    // The terminal: every endpoint listed, no colours in a pipe.
    expect(io.stdout.text).not.toContain('\u001b[');
    expect(io.stdout.text).toMatch(/PASS \d+ endpoints: \d+ conform, 0 differ, 0 not reachable/);
    for (const name of Object.keys(endpoints)) expect(io.stdout.text).toMatch(new RegExp(`^${name}\\s+(GET|POST|PUT|DELETE) \\S+\\s+conforms$`, 'm'));
    // One file to send: no script, no stylesheet, image or font from elsewhere.
    const html = readFileSync(join(out, 'pass/report.html'), 'utf8');
    expect(html).toContain('PASS: every endpoint conforms');
    expect(html).not.toMatch(/<script|<link|src=|url\(/i);
  });

  it('in deviant mode exits 1, naming each bent endpoint and field with what the player sees; writes stay unsent by default', async () => {
    await gateway.operator('PUT', '/sandbox/deviant', { bends: BENDS });
    const io = captured(false);
    let status: number;
    try {
      status = await main(['--platform', gateway.url, ...credentials, '--out', 'fail'], {}, io);
    } finally {
      await gateway.operator('DELETE', '/sandbox/deviant');
    }
    expect(status).toBe(1);
    const report = JSON.parse(readFileSync(join(out, 'fail/report.json'), 'utf8')) as Report;
    expect(report.endpoints.filter((e) => e.verdict !== 'conforms').map((e) => e.name)).toEqual(['login', 'memberInfo', 'balance', 'pointsBalance']);
    expect(byName(report, 'memberInfo').differences).toContainEqual(
      expect.objectContaining({
        check: 'valid call',
        field: 'account',
        expected: 'string',
        got: 'missing; the answer has userName instead',
        player: expect.stringContaining('The service is unavailable, please try again later'),
      }),
    );
    expect(byName(report, 'balance').differences).toContainEqual(
      expect.objectContaining({ topic: 'envelope', check: 'valid call', field: 'success', expected: 'boolean', got: 'missing' }),
    );
    expect(byName(report, 'pointsBalance').differences).toContainEqual(
      expect.objectContaining({ field: 'points', expected: 'number', got: '"5000" (a string)' }),
    );
    const login = byName(report, 'login').differences;
    expect(login).toContainEqual(
      expect.objectContaining({
        topic: 'error keys',
        check: 'wrong password',
        expected: '200 username_or_password_error',
        got: '500 internal_error',
        player: expect.stringMatching(/The service is unavailable.*instead of “Wrong username or password”/),
      }),
    );
    expect(login).toContainEqual(
      expect.objectContaining({
        topic: 'encryption',
        check: 'unsealed login refused',
        expected: '400 encryption_required',
        got: '200, success: true',
        player: expect.stringContaining('passwords sent in clear text'),
      }),
    );
    // Read-only by default: what writes is named, not sent.
    expect(byName(report, 'walletTransfer').notChecked).toEqual(['valid call: it moves money (--allow-money-moves checks its idempotency)']);
    expect(byName(report, 'updateLanguage').notChecked).toEqual(['valid call: it writes (--allow-writes sends it and puts the value back)']);
    expect(report.topics.find((t) => t.topic === 'idempotency')).toMatchObject({ checks: 0 });

    expect(io.stdout.text).toMatch(
      /^memberInfo\s+GET \/wps\/member\/info\s+DIFFERS\s+account: expected string, got missing; the answer has userName instead$/m,
    );
    expect(io.stdout.text).toContain('player: The portal cannot read the answer');
    expect(io.stdout.text).toMatch(/FAIL \d+ endpoints: \d+ conform, 4 differ/);
    const html = readFileSync(join(out, 'fail/report.html'), 'utf8');
    expect(html).toContain('What differs, and what the player sees');
    expect(html).toContain('missing; the answer has userName instead');
  });
});

describe('conformance command line: one line and exit status 2 when the check cannot run', () => {
  const oneLine = (io: ReturnType<typeof captured>, pattern: RegExp) => {
    const lines = io.stderr.text.trim().split('\n');
    expect(lines.at(-1)).toMatch(pattern);
    expect(io.stderr.text).not.toMatch(/\n\s+at /);
  };

  it('a refused login, a wrong address, missing options', async () => {
    const refused = captured();
    expect(
      await main(['--platform', gateway.url, ...credentials.slice(0, 4), '--member-password', 'not-the-password', ...credentials.slice(6)], {}, refused),
    ).toBe(2);
    oneLine(refused, /^conformance: .*refused the test member's login \(demo\): username_or_password_error \(“Wrong username or password”\)/);

    const closed = captured();
    const nobody = `http://127.0.0.1:${await freePort()}`;
    expect(await main(['--platform', nobody, ...credentials], {}, closed)).toBe(2);
    oneLine(closed, new RegExp(`^conformance: ${nobody}: connection refused`));

    const missing = captured();
    expect(await main(['--platform', gateway.url], {}, missing)).toBe(2);
    expect(missing.stderr.text).toBe(
      'conformance: missing --merchant, --member, --member-password, --agent, --agent-password (or their environment variables; --help lists them)\n',
    );
    expect(existsSync(join(out, 'dist'))).toBe(false);
  });

  it('a platform that answers HTML, and one whose certificate this machine does not trust', async () => {
    const page = createHttpServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Portal</title>'));
    const dir = mkdtempSync(join(tmpdir(), 'conformance-tls-'));
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      { stdio: 'ignore' },
    );
    const tls = createHttpsServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (_, res) => res.end('{}'));
    const listen = (server: typeof page | typeof tls) =>
      new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
    try {
      const html = captured();
      expect(await main(['--platform', `http://127.0.0.1:${await listen(page)}`, ...credentials], {}, html)).toBe(2);
      oneLine(html, /answers an HTML page, not the platform API .*give the platform's address, not the portal's/);

      const untrusted = captured();
      expect(await main(['--platform', `https://127.0.0.1:${await listen(tls)}`, ...credentials], {}, untrusted)).toBe(2);
      oneLine(untrusted, /its TLS certificate is not trusted by this machine \(DEPTH_ZERO_SELF_SIGNED_CERT\)\. Install the certificate's issuer/);
    } finally {
      page.close();
      tls.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
