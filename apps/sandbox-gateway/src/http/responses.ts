import type { Context } from 'hono';
import type { z } from 'zod';
import { ERROR_KEY } from '@portal/api-contract';
import { type ApiError, badRequest } from '../core/errors';

/*
 * The envelope's answers, apart from route.ts so the operator controls and the deviant mode can
 * write them without importing the route machinery that uses them.
 */

/** `{ success: true, value }` */
export const ok = (value: unknown) => ({ success: true, message: null, value: value ?? null });

export function errorResponse(c: Context, error: ApiError) {
  return c.json({ success: false, message: error.message, value: error.value ?? null }, error.status);
}

/** The contract's error keys a request schema's own rule may name (a confirmation differing: `inconsistent_twice`). */
const RULE_KEYS: ReadonlySet<string> = new Set(Object.values(ERROR_KEY));

/**
 * First failing field of a zod error, for the 400 message: `invalid_request: <field>`, or the
 * contract's own key where the schema's rule names one (`inconsistent_twice` for a confirmation
 * that differs from its password), with the field in the value.
 */
export function validationError(error: z.ZodError): ApiError {
  const first = error.issues[0];
  const unknownKey = first?.code === 'unrecognized_keys' ? first.keys[0] : undefined;
  const path = first ? [...first.path, ...(unknownKey ? [unknownKey] : [])] : [];
  const field = path.length ? path.join('.') : '(body)';
  const key = first?.code === 'custom' && RULE_KEYS.has(first.message) ? first.message : `invalid_request: ${field}`;
  return badRequest(key, {
    field,
    issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  });
}
