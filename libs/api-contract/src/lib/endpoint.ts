import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the platform API (docs/product/display-and-platform.md).
 *
 * - `request` validates the query (GET/DELETE) or the body (POST/PUT); for encrypted calls it is the
 *   plaintext payload before encryption.
 * - `response` validates the envelope's `value`.
 * - `chosen` lists what the spec leaves open and we decided (path, method, …), so the README table
 *   can show it and an integrator knows what to check against a real platform.
 */
export interface EndpointDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** Stable name, also used for react-query keys and the README table. */
  name: string;
  method: HttpMethod;
  path: string;
  /** Needs the `Authorization` header with a session token. */
  auth: boolean;
  /** Body sent as a nacl-box envelope (see encryption.ts). */
  encrypted: boolean;
  /** Body is `application/x-www-form-urlencoded` instead of JSON. */
  form?: boolean;
  /** Moves money: carries an `Idempotency-Key` header and is never retried blindly. */
  moneyMove?: boolean;
  request: Req;
  response: Res;
  description: string;
  chosen?: string[];
}

/** Keeps `auth` as a literal type, so a server can give `auth: true` handlers a member that is never null. */
export function defineEndpoint<Req extends z.ZodType, Res extends z.ZodType, A extends boolean>(
  def: EndpointDef<Req, Res> & { auth: A },
): EndpointDef<Req, Res> & { auth: A } {
  return def;
}

/** Every JSON response is `{ success, message?, value? }`. */
export const envelopeSchema = z.object({
  success: z.boolean(),
  message: z.string().optional().nullable(),
  value: z.unknown().optional(),
});
export type Envelope<T = unknown> = { success: boolean; message?: string | null; value?: T };

export const noParams = z.object({}).strict();
