import { randomBytes, scryptSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/api-contract';
import { hashPassword, hashPasswordAtStartup, needsRehash, PASSWORD_COST_LOG2, setPasswordCostLog2, verifyPassword } from '../domain/crypto';
import { MAX_BODY_BYTES } from '../http/security-headers';
import { seedPasswordHash } from '../seed/seed-passwords';
import { call, login, openGame } from '../testing/client';
import { createHarness, type Harness, TEST_PASSWORD_COST_LOG2 } from '../testing/harness';
import { serverConfig } from '../config';

/** Gateway hardening (headers, body limit, password hashing). */
let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => {
  setPasswordCostLog2(TEST_PASSWORD_COST_LOG2);
  h.dispose();
});

describe('response headers', () => {
  it('every kind of response says nosniff; JSON answers (the login token above all) are never stored by a cache', async () => {
    const loginRes = await call<{ token: string }>(h, endpoints.login, { username: 'demo', password: 'demo1234' });
    expect(loginRes.body.value.token).toBeTruthy();
    expect(loginRes.headers.get('Cache-Control')).toBe('no-store');
    expect(loginRes.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const token = loginRes.body.value.token;
    const info = await call(h, endpoints.memberInfo, {}, { token });
    expect(info.headers.get('Cache-Control')).toBe('no-store');
    const refused = await call(h, endpoints.memberInfo, {}, {});
    expect(refused.status).toBe(401);
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    expect(refused.headers.get('X-Content-Type-Options')).toBe('nosniff');

    const { url } = await openGame(h, token, { nodeId: 1002, vassalage: 'PG' });
    expect(url).toBeTruthy();
    const others = [
      await h.call('GET', '/no/such/path'),
      await h.call('GET', '/sandbox/sms'),
      await h.call('GET', endpoints.gameList.response.parse((await call(h, endpoints.gameList, { gameType: 'RNG' })).body.value).games[0].imageUrl),
      await h.call('GET', (await call<{ game_url: string }>(h, endpoints.launchGame, { nodeId: 1002, vassalage: 'PG' }, { token })).body.value.game_url),
    ];
    for (const res of others) expect(res.headers.get('X-Content-Type-Options'), res.url).toBe('nosniff');
    // Artwork keeps its own caching: only JSON is forced to no-store.
    expect(others[2].headers.get('Cache-Control')).toContain('max-age');
  });
});

describe('request body limit', () => {
  it('a 50 MB body is refused with 413 payload_too_large by its length, before it is read', async () => {
    const res = await h.app.request(endpoints.login.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(50 * 1024 * 1024), Merchant: 'TEST' },
      body: '{}',
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: 'payload_too_large', value: { field: '(body)', limit: MAX_BODY_BYTES } });
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('a chunked body without a length is cut off once it passes the limit', async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode(`"${'x'.repeat(16 * 1024)}",`);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 50 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await h.app.request(endpoints.login.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Merchant: 'TEST' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(MAX_BODY_BYTES * 4);
  });

  it('a body under the limit is validated as usual (400 naming the field, not 413)', async () => {
    const res = await h.json('POST', endpoints.forgotPasswordEmail.path, { body: { username: 'x'.repeat(MAX_BODY_BYTES - 100), email: 'a@b.co' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('invalid_request: username');
  });
});

describe('password hashing', () => {
  it('the served gateway hashes at scrypt N = 2^17 (r 8, p 1) and the cost is kept in the stored hash', async () => {
    expect(PASSWORD_COST_LOG2).toBeGreaterThanOrEqual(17);
    setPasswordCostLog2(PASSWORD_COST_LOG2);
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(new RegExp(`^scrypt\\$${PASSWORD_COST_LOG2}\\$[0-9a-f]{32}\\$[0-9a-f]{64}$`));
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsf', stored)).toBe(false);
    // The start-up variant (seeding) makes the same format, and the two verify each other's hashes.
    const atStartup = hashPasswordAtStartup('correct horse');
    expect(atStartup).toMatch(new RegExp(`^scrypt\\$${PASSWORD_COST_LOG2}\\$[0-9a-f]{32}\\$[0-9a-f]{64}$`));
    expect(await verifyPassword('correct horse', atStartup)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
    // The served gateway's entry passes only what its environment says: nothing unless a test run
    // sets GATEWAY_PASSWORD_COST_LOG2 (the journeys' start), so a server hashes at the default.
    const main = readFileSync(join(__dirname, '../main.ts'), 'utf8');
    expect(main).not.toMatch(/setPasswordCostLog2|passwordCostLog2:/);
    expect(serverConfig({}, '/x').passwordCostLog2).toBeUndefined();
  });

  it('an old hash (salt:hash at N = 1024) still logs in and is replaced by one at the current cost', async () => {
    const salt = randomBytes(16).toString('hex');
    const legacy = `${salt}:${scryptSync('demo1234', salt, 32, { N: 1024 }).toString('hex')}`;
    h.db.prepare("UPDATE members SET password_hash = ? WHERE username = 'demo'").run(legacy);
    setPasswordCostLog2(TEST_PASSWORD_COST_LOG2 + 1);
    expect(needsRehash(legacy)).toBe(true);

    await login(h, 'demo', 'demo1234');

    const stored = h.db.prepare<unknown[], string>("SELECT password_hash FROM members WHERE username = 'demo'").pluck().get()!;
    expect(stored).toMatch(new RegExp(`^scrypt\\$${TEST_PASSWORD_COST_LOG2 + 1}\\$`));
    expect(stored).not.toContain('demo1234');
    expect(await login(h, 'demo', 'demo1234')).toBeTruthy();
    // A wrong password never rewrites the hash.
    setPasswordCostLog2(TEST_PASSWORD_COST_LOG2 + 2);
    await call(h, endpoints.login, { username: 'demo', password: 'wrong-one' });
    expect(h.db.prepare("SELECT password_hash FROM members WHERE username = 'demo'").pluck().get()).toBe(stored);
  });

  it('the served gateway seeds the demo accounts with precomputed hashes at the served cost, and they verify', async () => {
    setPasswordCostLog2(PASSWORD_COST_LOG2);
    for (const password of ['demo1234', 'secure1234', '123456']) {
      const stored = seedPasswordHash(password);
      expect(stored.startsWith(`scrypt$${PASSWORD_COST_LOG2}$`)).toBe(true);
      expect(await verifyPassword(password, stored)).toBe(true);
    }
    // At the tests' cost the seed hashes at that cost (quick logins in every other test).
    setPasswordCostLog2(TEST_PASSWORD_COST_LOG2);
    expect(seedPasswordHash('demo1234').startsWith(`scrypt$${TEST_PASSWORD_COST_LOG2}$`)).toBe(true);
  });

  it('a malformed stored hash never verifies', async () => {
    for (const stored of ['', 'abc', 'scrypt$17$salt', 'scrypt$99$aa$bb', 'scrypt$x$aa$bb']) expect(await verifyPassword('pw', stored)).toBe(false);
  });
});
