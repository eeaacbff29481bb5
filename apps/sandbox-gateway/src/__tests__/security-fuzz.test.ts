import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EndpointDef, endpoints, sealPayload } from '@portal/api-contract';
import { createSession } from '../domain/sessions';
import { encryptionKey } from '../testing/client';
import { type FuzzCase, fuzzCases } from '../testing/fuzz';
import { createHarness, type Harness } from '../testing/harness';

/**
 * Every endpoint of the contract gets malformed bodies generated from its
 * zod request schema (wrong types, missing fields, oversized strings, deep nesting, prototype keys,
 * broken JSON). The schema is the oracle: what it refuses must get a 4xx naming a key, and nothing
 * may ever get a 5xx. Every answer carries the security headers.
 */
let h: Harness;
let demoId: number;
beforeAll(() => {
  h = createHarness();
  demoId = h.db.prepare<unknown[], number>("SELECT id FROM members WHERE username = 'demo'").pluck().get()!;
});
afterAll(() => h.dispose());

const all = Object.values(endpoints) as EndpointDef[];
const textual = (ep: EndpointDef) => ep.method === 'GET' || ep.method === 'DELETE' || Boolean(ep.form);

function asText(input: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) if (value !== undefined) params.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  return params;
}

function tryJson(raw: string): unknown {
  try {
    return raw.trim() ? JSON.parse(raw) : {};
  } catch {
    return Symbol('invalid JSON');
  }
}

interface Outcome {
  status: number;
  body: unknown;
  headers: Headers;
  /** What the gateway's parser saw, for the oracle; undefined when the case proves nothing strict (see below). */
  seen?: unknown;
}

async function send(ep: EndpointDef, fuzz: FuzzCase, token: string): Promise<Outcome> {
  const headers: Record<string, string> = { Merchant: 'TEST', Language: 'EN', Authorization: token };
  if (ep.moneyMove) headers['Idempotency-Key'] = randomUUID();
  let path = ep.path;
  let body: string | undefined;
  let seen: unknown;
  if (textual(ep)) {
    const params = asText(fuzz.input ?? {});
    // Prototype keys in a query or form are dropped by the parser, so the schema's verdict on them proves nothing.
    seen = fuzz.label.includes('prototype') ? undefined : Object.fromEntries(params);
    if (ep.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = params.toString();
    } else if (params.size) path += `?${params}`;
  } else if (fuzz.raw !== undefined) {
    headers['Content-Type'] = 'application/json';
    if (ep.encrypted) headers['Encryption'] = 'nacl-box';
    body = fuzz.raw;
    seen = ep.encrypted ? Symbol('not an envelope') : tryJson(fuzz.raw);
  } else if (ep.encrypted) {
    headers['Content-Type'] = 'application/json';
    headers['Encryption'] = 'nacl-box';
    body = JSON.stringify(sealPayload(fuzz.input ?? {}, await encryptionKey(h), h.clock.now));
    seen = JSON.parse(JSON.stringify(fuzz.input ?? {}));
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(fuzz.input ?? {});
    seen = JSON.parse(body);
  }
  const res = await h.app.request(path, { method: ep.method, headers, body });
  const text = await res.text();
  return { status: res.status, body: tryJson(text), headers: res.headers, seen };
}

describe('contract fuzzer', () => {
  it('sends malformed requests to every endpoint: 0 × 5xx, a 4xx with a key whenever the schema refuses, headers on every answer', async () => {
    const serverErrors: string[] = [];
    const notRefused: string[] = [];
    const noKey: string[] = [];
    const badHeaders: string[] = [];
    let requests = 0;
    let schemaRefused = 0;
    let accepted = 0;
    for (const ep of all) {
      const token = createSession(h.gw, demoId);
      for (const fuzz of fuzzCases(ep.request, textual(ep))) {
        const out = await send(ep, fuzz, token);
        requests++;
        const where = `${ep.name} [${fuzz.label}] → ${out.status}`;
        if (out.status >= 500) serverErrors.push(`${where} ${JSON.stringify(out.body).slice(0, 200)}`);
        const envelope = out.body as { success?: unknown; message?: unknown };
        if (out.status >= 400 && (typeof envelope?.message !== 'string' || !envelope.message)) noKey.push(where);
        if (out.status < 300) accepted++;
        if (typeof out.seen === 'symbol' || (out.seen !== undefined && !ep.request.safeParse(out.seen).success)) {
          schemaRefused++;
          if (out.status < 400 || out.status >= 500) notRefused.push(where);
        }
        if (out.headers.get('X-Content-Type-Options') !== 'nosniff' || out.headers.get('Cache-Control') !== 'no-store') badHeaders.push(where);
      }
      // Without a session, an endpoint that needs one answers 401 before reading anything.
      if (ep.auth) {
        const res = await h.app.request(ep.path, {
          method: ep.method,
          headers: { Merchant: 'TEST', 'Content-Type': 'application/json' },
          body: ep.method === 'GET' ? undefined : '{}',
        });
        requests++;
        if (res.status !== 401) notRefused.push(`${ep.name} [no token] → ${res.status}`);
      }
    }
    console.info(
      `[fuzz] ${requests} requests over ${all.length} endpoints: ${serverErrors.length} × 5xx; ${schemaRefused} refused by the schema, ${accepted} answered 2xx`,
    );
    // The oracle has work to do on both sides: most cases are malformed, some reach the handlers.
    expect(schemaRefused).toBeGreaterThan(requests / 2);
    expect(accepted).toBeGreaterThan(all.length);
    expect(serverErrors).toEqual([]);
    expect(notRefused).toEqual([]);
    expect(noKey).toEqual([]);
    expect(badHeaders).toEqual([]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(requests).toBeGreaterThan(all.length * 20);
  }, 600_000);
});
