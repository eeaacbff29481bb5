import type { z } from 'zod';

/** One hostile request body (or query) for an endpoint, and whether the contract's schema must refuse it. */
export interface FuzzCase {
  label: string;
  /** JSON body / query object sent (sealed for encrypted endpoints); or `raw` text instead. */
  input?: Record<string, unknown>;
  raw?: string;
}

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function minOf(def: Def, kind: string): number | undefined {
  const checks = (def['checks'] as { _zod: { def: { check: string; value?: number; minimum?: number; inclusive?: boolean } } }[] | undefined) ?? [];
  for (const check of checks) {
    const c = check._zod.def;
    if (kind === 'length' && c.check === 'min_length') return c.minimum;
    if (kind === 'number' && c.check === 'greater_than') return (c.value ?? 0) + (c.inclusive ? 0 : 1);
  }
  return undefined;
}

/**
 * A small value the schema likely accepts (required fields only), as the starting point the
 * mutations change one field of; when the guess fails the schema, the mutations still run and
 * the oracle (the schema itself) says what the gateway must refuse.
 */
export function sampleOf(schema: z.ZodType): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return undefined;
    case 'nullable':
    case 'readonly':
      return sampleOf(def['innerType'] as z.ZodType);
    case 'pipe':
      return sampleOf(def['in'] as z.ZodType);
    case 'string': {
      const format = def['format'] as string | undefined;
      if (format === 'email') return 'fuzz@example.com';
      return 'a'.repeat(Math.max(minOf(def, 'length') ?? 1, 1));
    }
    case 'number':
    case 'bigint':
      return Math.max(minOf(def, 'number') ?? 1, 1);
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def['entries'] as Record<string, unknown>)[0];
    case 'literal':
      return (def['values'] as unknown[])[0];
    case 'array':
      return [];
    case 'union':
      return sampleOf((def['options'] as z.ZodType[])[0]);
    case 'object': {
      const shape = def['shape'] as Record<string, z.ZodType>;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        const value = sampleOf(field);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    default:
      return undefined;
  }
}

export const fieldsOf = (schema: z.ZodType): string[] => {
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def['shape'] as Record<string, unknown>);
  if (def.type === 'pipe') return fieldsOf(def['in'] as z.ZodType);
  return [];
};

const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Hostile values for one JSON field: wrong types, out-of-range numbers, oversized strings, nesting, prototype keys. */
export const JSON_VALUES: readonly [string, unknown][] = [
  ['null', null],
  ['negative', -1],
  ['fraction', 1.5],
  ['huge number', 1e308],
  ['empty string', ''],
  ['20k string', 'A'.repeat(20_000)],
  ['boolean', true],
  ['array', ['x', 1, null]],
  ['object', { nested: { deeper: [1, 2, 3] } }],
  ['prototype keys', JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}')],
  ['markup', '<img src=x onerror=alert(1)>'],
  ['sql', "' OR 1=1 --"],
];

/** Hostile values for one query or form field (everything arrives as text there). */
export const TEXT_VALUES: readonly [string, string][] = [
  ['empty', ''],
  ['not a number', 'abc'],
  ['negative', '-1'],
  ['overflow', '1e309'],
  ['400 digits', '9'.repeat(400)],
  ['NaN', 'NaN'],
  ['5k string', 'A'.repeat(5_000)],
  ['object text', '[object Object]'],
  ['nul byte', 'a\u0000b'],
];

/** The cases of one endpoint: whole-body ones, then one field at a time on top of the sample. */
export function fuzzCases(schema: z.ZodType, text: boolean): FuzzCase[] {
  const sampled = sampleOf(schema);
  const base = sampled && typeof sampled === 'object' && !Array.isArray(sampled) ? (sampled as Record<string, unknown>) : {};
  const fields = fieldsOf(schema);
  const cases: FuzzCase[] = [
    { label: 'empty object', input: {} },
    { label: 'sample', input: base },
  ];
  cases.push({ label: 'unknown field', input: { ...base, fuzzExtra: 'x' } });
  cases.push({ label: 'prototype keys', input: { ...base, ...JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') } });
  if (!text) {
    for (const raw of ['null', '[]', '"text"', '123', '{', '{"a":', deep(3000), `[${'['.repeat(3000)}${']'.repeat(3000)}]`]) {
      cases.push({ label: `raw ${raw.slice(0, 12)}`, raw });
    }
  }
  const values = text ? TEXT_VALUES : JSON_VALUES;
  for (const field of fields) {
    for (const [label, value] of values) cases.push({ label: `${field}: ${label}`, input: { ...base, [field]: value } });
    const without = { ...base };
    delete without[field];
    cases.push({ label: `${field}: missing`, input: without });
  }
  return cases;
}
