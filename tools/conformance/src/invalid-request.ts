import type { z } from 'zod';
import type { EndpointDef } from '@portal/api-contract';

/** A request that breaks an endpoint's schema, and the fields a platform may name in its 400 (any one of them). */
export interface InvalidRequest {
  input: Record<string, unknown>;
  fields: string[];
}

/** Values that break most field rules: an enum, a pattern, a number, a sign, a length, a type. */
const QUERY_CANDIDATES = ['not-a-valid-value', '-1', '1.5', 'x'.repeat(1000)];
const BODY_CANDIDATES: unknown[] = [...QUERY_CANDIDATES, -1, 1.5, true, [], {}];

/** The field `invalid_request: <field>` names for an issue: its path, or the unknown key of a strict object. */
function fieldsOf(error: z.ZodError): string[] {
  const fields = error.issues.flatMap((issue) => {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => [...path, key].join('.'));
    return [path.length ? path.join('.') : '(body)'];
  });
  return [...new Set(fields)];
}

/**
 * Derives, from the contract's own schema, a request the platform must refuse with HTTP 400
 * `invalid_request: <field>`: a call without parameters gets an unknown one; a call with required
 * fields gets none of them; a call whose fields are all optional gets one field with a value its
 * rule refuses. Nothing is sent that the schema would accept, so a conforming platform changes nothing.
 */
export function invalidRequest(ep: EndpointDef): InvalidRequest | null {
  const schema = ep.request;
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const tryInput = (input: Record<string, unknown>): InvalidRequest | null => {
    const parsed = schema.safeParse(input);
    return parsed.success ? null : { input, fields: fieldsOf(parsed.error) };
  };
  if (Object.keys(shape).length === 0) {
    const unknown = tryInput({ conformanceUnknown: '1' });
    if (unknown) return unknown;
  }
  const empty = tryInput({});
  if (empty) return empty;
  const query = ep.method === 'GET' || ep.method === 'DELETE';
  for (const field of Object.keys(shape)) {
    for (const value of query ? QUERY_CANDIDATES : BODY_CANDIDATES) {
      const found = tryInput({ [field]: value });
      if (found && found.fields.every((f) => f === field || f.startsWith(`${field}.`))) return found;
    }
  }
  return null;
}
