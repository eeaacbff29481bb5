import type { z } from 'zod';
import { ENCRYPTION_ERROR, ERROR_KEY, type EndpointDef, envelopeSchema } from '@portal/api-contract';
import type { PlayerView, Reading } from './player';
import type { Exchange } from './platform';
import type { Difference, Topic } from './report/model';

/** Every message key the contract lets a platform send (the portal maps them: docs/platform-contract.md). */
const KNOWN_KEYS: ReadonlySet<string> = new Set([...Object.values(ERROR_KEY), ...Object.values(ENCRYPTION_ERROR)]);
export const isKnownKey = (key: string) => KNOWN_KEYS.has(key) || key.startsWith(`${ERROR_KEY.invalidRequest}:`);

/** What a probe expects back. */
export type Expectation =
  /** HTTP 200 `success: true` and a value that parses with the endpoint's schema (`schema` replaces it). */
  | { kind: 'value'; schema?: z.ZodType; refusalAllowed?: boolean }
  /** A refusal: this status, `success: false` and a message the test accepts. */
  | { kind: 'refusal'; status: number; key: string; accepts?: (message: string) => boolean; value?: z.ZodType };

export interface Outcome {
  differences: Difference[];
  /** A conforming refusal of a valid call (the value was not seen), e.g. "refused: no_upline". */
  note?: string;
  /** The answer was a 404 where none is expected: the route is missing. */
  routeMissing?: boolean;
}

const short = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  const type = Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
  return `${short(JSON.stringify(value), 48)} (${type})`;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** The object schema's keys at `path` (through arrays, optionals, nullables), or null. */
function schemaKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] | null {
  let current: unknown = schema;
  const unwrap = () => {
    for (let i = 0; i < 8; i++) {
      const def = (current as { def?: { type?: string; innerType?: unknown; element?: unknown; in?: unknown } }).def;
      if (!def) return;
      if (def.innerType) current = def.innerType;
      else if (def.type === 'pipe' && def.in) current = def.in;
      else return;
    }
  };
  for (const key of path) {
    unwrap();
    const def = (current as { def?: { type?: string; element?: unknown; shape?: Record<string, unknown> } }).def;
    if (def?.type === 'array' && typeof key === 'number') current = def.element;
    else if (def?.type === 'object' && def.shape && typeof key === 'string') current = def.shape[key];
    else return null;
  }
  unwrap();
  const def = (current as { def?: { type?: string; shape?: Record<string, unknown> } }).def;
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : null;
}

function expectedOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `${issue.expected}`;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return issue.message;
  }
}

/** The differences of a value from its schema: field, expected, got (with the keys that stand in for a missing one). */
function schemaDifferences(schema: z.ZodType, value: unknown, check: string, player: string): Difference[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.slice(0, 8).map((issue) => {
    const got = valueAt(value, issue.path);
    let gotText = describeValue(got);
    if (got === undefined && issue.path.length > 0) {
      const parent = valueAt(value, issue.path.slice(0, -1));
      const known = schemaKeysAt(schema, issue.path.slice(0, -1));
      if (parent && typeof parent === 'object' && !Array.isArray(parent) && known) {
        const extra = Object.keys(parent).filter((key) => !known.includes(key));
        if (extra.length) gotText = `missing; the answer has ${extra.slice(0, 3).join(', ')} instead`;
      }
    }
    return {
      topic: 'value schema' as Topic,
      check,
      field: issue.path.length ? issue.path.join('.') : '(value)',
      expected: expectedOf(issue),
      got: gotText,
      player,
    };
  });
}

/** What the body is, when it is not a JSON envelope. */
export function bodyKind(exchange: Exchange): string {
  if (/html/i.test(exchange.contentType) || /^\s*<(!doctype|html)/i.test(exchange.text)) return 'an HTML page';
  if (exchange.json === undefined)
    return exchange.text.trim() ? `${exchange.contentType || 'no content type'}: ${short(exchange.text.trim(), 40)}` : 'an empty body';
  return describeValue(exchange.json);
}

/**
 * Compares one answer with what the contract says it must be, and says for each difference what
 * the player then meets in the portal (its own client and message map read the same answer).
 */
export async function evaluate(
  ep: EndpointDef,
  exchange: Exchange,
  expect: Expectation,
  check: { name: string; topic: Topic },
  player: PlayerView,
  playerIfAccepted?: string,
): Promise<Outcome> {
  const topicOf = (fallback: Topic): Topic => (check.topic === 'value schema' ? fallback : check.topic);
  const reading: Reading = await player.read(ep, exchange);
  const expectedStatus = expect.kind === 'value' ? 200 : expect.status;
  if (exchange.status === 404 && expectedStatus !== 404) return { differences: [], routeMissing: true };

  const sees = player.describe(ep, reading);
  const differences: Difference[] = [];
  const add = (topic: Topic, field: string, expected: string, got: string, who = sees) =>
    differences.push({ topic, check: check.name, field, expected, got, player: who });

  const envelope = envelopeSchema.safeParse(exchange.json);
  if (!envelope.success) {
    if (exchange.json === undefined || typeof exchange.json !== 'object' || exchange.json === null || Array.isArray(exchange.json)) {
      add('envelope', '(body)', 'a JSON envelope { success, message, value }', bodyKind(exchange));
    } else {
      for (const issue of envelope.error.issues) {
        add('envelope', issue.path.length ? issue.path.join('.') : '(envelope)', expectedOf(issue), describeValue(valueAt(exchange.json, issue.path)));
      }
    }
    if (exchange.status !== expectedStatus) add(topicOf('statuses'), '(HTTP status)', String(expectedStatus), String(exchange.status));
    return { differences };
  }
  const { success, message, value } = envelope.data;

  if (expect.kind === 'value') {
    if (exchange.status === 200 && success) {
      differences.push(...schemaDifferences(expect.schema ?? ep.response, value, check.name, sees));
      return { differences };
    }
    if (!success && message && isKnownKey(message) && [200, 403, 404].includes(exchange.status) && expect.refusalAllowed !== false) {
      return { differences, note: `${check.name}: refused with ${message} (${exchange.status}): “${player.keyMessage(ep, message, exchange.status)}”` };
    }
    if (exchange.status !== 200) add(topicOf('statuses'), '(HTTP status)', '200', `${exchange.status}${message ? ` ${message}` : ''}`);
    else if (!success) {
      add(topicOf('error keys'), 'message', 'success, or a refusal with a key of the contract', `${message ?? 'no message'}: not a key of the contract`);
    }
    return { differences };
  }

  // A refusal.
  const wanted = expect.accepts ?? ((m: string) => m === expect.key);
  const expectedMessage = player.keyMessage(ep, expect.key.replace(/:.*$/, ':'), expect.status);
  const contractSees = player.describe(ep, {
    ok: false,
    kind: expect.status === 401 ? 'auth' : expect.status === 400 ? 'validation' : 'business',
    key: expect.key,
    message: expectedMessage,
  });
  const instead = reading.ok ? (playerIfAccepted ?? sees) : sees === contractSees ? sees : `${sees}, instead of ${contractSees}`;
  if (success) {
    add(topicOf('statuses'), '(HTTP status)', `${expect.status} ${expect.key}`, `${exchange.status}, success: true`, instead);
    return { differences };
  }
  if (exchange.status !== expect.status)
    add(topicOf('statuses'), '(HTTP status)', `${expect.status} ${expect.key}`, `${exchange.status} ${message ?? ''}`.trim(), instead);
  else if (!message || !wanted(message))
    add(
      topicOf('error keys'),
      'message',
      expect.key,
      message ? (isKnownKey(message) ? message : `${message} (not a key of the contract)`) : 'no message',
      instead,
    );
  if (expect.value && exchange.status === expect.status && message && wanted(message))
    differences.push(...schemaDifferences(expect.value, value, check.name, sees));
  return { differences };
}
