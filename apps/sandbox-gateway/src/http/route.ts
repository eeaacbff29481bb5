import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { ENCRYPTION_ALGORITHM, ENCRYPTION_ERROR, ERROR_KEY, HEADER, type EndpointDef, openPayload, replayId } from '@portal/api-contract';
import { firstSeenEnvelope, secretKeyFor } from '../domain/encryption-keys';
import type { MemberRow } from '../domain/members';
import { endSessionOverLimit, withdrawOnlyRefusal } from '../domain/responsible-gaming';
import { resolveSession, tokenFromHeader } from '../domain/sessions';
import { passwordChangeRefusal } from '../domain/forced-password-change';
import { ApiError, badRequest, unauthorized } from '../core/errors';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { requestIp } from './request-ip';
import { idempotent } from '../domain/idempotency';
import { retryStale } from '../domain/password-proof';
import { acceptsUnsealed, deviant } from './deviant';
import { errorResponse, ok, validationError } from './responses';

export { errorResponse, ok, validationError } from './responses';

/** The member a handler gets: never null for `auth: true` endpoints, maybe null for public ones. */
export type MemberOf<E extends EndpointDef> = E['auth'] extends true ? MemberRow : MemberRow | null;

export interface HandlerArgs<E extends EndpointDef> {
  input: z.output<E['request']>;
  c: Context<GatewayEnv>;
  merchant: string;
  language: string;
  /** Who is calling, for per-client limits: the IP (see requestIp). */
  client: string;
  member: MemberOf<E>;
  /** The raw session token when one was sent (always set for `auth: true` endpoints). */
  token: E['auth'] extends true ? string : string | undefined;
}

type Handler<E extends EndpointDef, P = undefined> = (args: HandlerArgs<E>, prepared: P) => z.input<E['response']> | Promise<z.input<E['response']>>;

/**
 * Asynchronous work before a synchronous handler (a money move's runs inside one transaction):
 * checking a password off the event loop (domain/password-proof.ts). Its result is the handler's
 * second argument.
 */
type Prepare<E extends EndpointDef, P> = (args: HandlerArgs<E>) => Promise<P>;

/**
 * What the `prepare` step of a money move without a session must prove: who is calling (a
 * merchant whose signature was checked). Its idempotency records live in that caller's own scope,
 * so nobody else can fill them, and nothing is remembered for a caller who proved nothing.
 */
export interface ProvenCaller {
  idempotencyOwner: string;
}

const isProvenCaller = (value: unknown): value is ProvenCaller =>
  typeof value === 'object' && value !== null && typeof (value as Partial<ProvenCaller>).idempotencyOwner === 'string';

async function readBody(gw: GatewayContext, ep: EndpointDef, c: Context<GatewayEnv>): Promise<unknown> {
  if (ep.method === 'GET' || ep.method === 'DELETE') return c.req.query();
  if (ep.form) {
    const body = await c.req.parseBody();
    return Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string'));
  }
  const text = await c.req.text();
  let json: unknown = {};
  if (text.trim()) {
    try {
      json = JSON.parse(text);
    } catch {
      throw badRequest('invalid_request: (body)', { field: '(body)', issues: [{ path: '', message: 'invalid JSON' }] });
    }
  }
  if (!ep.encrypted) return json;
  return openEnvelope(gw, c, json, ep);
}

function openEnvelope(gw: GatewayContext, c: Context<GatewayEnv>, body: unknown, ep: EndpointDef): Record<string, unknown> {
  if (c.req.header(HEADER.encryption) !== ENCRYPTION_ALGORITHM) {
    // Deviant mode only (http/deviant.ts): a platform that takes passwords in clear text.
    if (acceptsUnsealed(gw, ep, body)) return body;
    throw badRequest(ENCRYPTION_ERROR.required);
  }
  const envelope = body as { keyId?: unknown; epk?: string; nonce?: string };
  if (!envelope || typeof envelope !== 'object' || typeof envelope.keyId !== 'string') {
    throw badRequest(ENCRYPTION_ERROR.required);
  }
  const secretKey = secretKeyFor(gw, envelope.keyId);
  if (!secretKey) throw badRequest(ENCRYPTION_ERROR.invalid);
  const now = gw.now();
  const opened = openPayload(body, secretKey, now);
  if (!opened.ok) throw badRequest(opened.error);
  const id = replayId({ epk: envelope.epk ?? '', nonce: envelope.nonce ?? '' });
  if (!firstSeenEnvelope(gw, id)) throw badRequest(ENCRYPTION_ERROR.replay);
  return opened.payload;
}

/**
 * Serves one endpoint of the contract: checks the token when `auth`, opens the envelope when
 * `encrypted`, validates the request with its schema (400 naming the field), makes money moves
 * idempotent, checks the handler's value against the response schema and wraps it in the envelope.
 * `prepare` runs first (awaited); when the handler finds that a password checked there has changed
 * since (StalePasswordProof), both run again.
 */
export function serve<E extends EndpointDef, P = unknown>(
  app: Hono<GatewayEnv>,
  gw: GatewayContext,
  ep: E,
  handler: Handler<E, P>,
  prepare?: Prepare<E, P>,
): void {
  const method = ep.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  // A money move that needs no session must prove its caller before anything is remembered.
  if (ep.moneyMove && !ep.auth && !prepare) throw new Error(`${ep.name}: a money move without a session needs a prepare step that proves the caller`);
  const handle = async (c: Context<GatewayEnv>) => {
    try {
      const token = tokenFromHeader(c.req.header(HEADER.authorization));
      const authorise = () => {
        const live = resolveSession(gw, token, c.get('merchant'));
        // The session time limit ends the session (docs/product/responsible-gaming.md).
        const ended = live && token ? endSessionOverLimit(gw, live.id, token) : null;
        if (ended && ep.auth) throw new ApiError(401, ERROR_KEY.rgSessionLimitReached, ended);
        const session = ended ? null : live;
        if (ep.auth && !session) throw unauthorized(token ? 'session_expired' : 'not_logged_in');
        // A withdraw-only session (time-out / self-exclusion) reaches only the withdrawal endpoints
        // of those needing a session; a public one (status, settings, countries…) answers it as a
        // guest, as it would answer anyone (docs/product/responsible-gaming.md "Time-out and self-exclusion").
        // So does a session that must change its password first (domain/forced-password-change.ts).
        const restricted = session && token ? (withdrawOnlyRefusal(gw, token, ep.name) ?? passwordChangeRefusal(gw, token, ep.name)) : null;
        if (restricted && ep.auth) throw restricted;
        return { member: restricted ? null : session, restricted };
      };
      const { member, restricted } = authorise();
      const raw = await readBody(gw, ep, c);
      const parsed = ep.request.safeParse(raw);
      if (!parsed.success) throw validationError(parsed.error);
      const args: HandlerArgs<E> = {
        input: parsed.data as z.output<E['request']>,
        c,
        merchant: c.get('merchant'),
        language: c.get('language'),
        client: requestIp(c),
        // Checked above: an `auth: true` endpoint never gets here without a member and its token.
        member: member as MemberOf<E>,
        token: (restricted ? undefined : token) as HandlerArgs<E>['token'],
      };
      return await retryStale(async () => {
        const prepared = (prepare ? await prepare(args) : undefined) as P;
        // Whatever happened to the session while `prepare` ran (logout, password change, a
        // time-out, the session limit) holds for the handler: checked again, the member read again.
        if (prepare) args.member = authorise().member as MemberOf<E>;
        if (ep.moneyMove) return moneyMove(gw, ep, c, args, prepared, (a) => handler(a, prepared));
        const value = await handler(args, prepared);
        return c.json(checked(ep, value));
      });
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(c, error);
      throw error;
    }
  };
  // Deviant mode (http/deviant.ts) bends the answers an operator asked it to; it passes every other one as is.
  app[method](ep.path, deviant(gw, ep, handle));
}

function checked(ep: EndpointDef, value: unknown) {
  const result = ep.response.safeParse(value);
  if (!result.success) {
    console.error(`[gateway] ${ep.name} response breaks the contract`, result.error.issues.slice(0, 5));
    throw new ApiError(500, 'response_contract_violation', { endpoint: ep.name });
  }
  return ok(value);
}

/**
 * Money-moving writes: `Idempotency-Key` is required; the handler must be synchronous (it writes
 * SQLite) and runs inside `idempotent` (one transaction with the stored outcome). A password it
 * needs is checked beforehand, in serve's `prepare`. The key's scope is the member's; without a
 * session, the caller `prepare` proved (ProvenCaller), never one scope shared by every anonymous caller.
 */
function moneyMove<E extends EndpointDef>(
  gw: GatewayContext,
  ep: E,
  c: Context<GatewayEnv>,
  args: HandlerArgs<E>,
  prepared: unknown,
  handler: (args: HandlerArgs<E>) => unknown,
) {
  const key = c.req.header(HEADER.idempotencyKey);
  if (!key || key.length > 200) throw badRequest('invalid_request: Idempotency-Key', { field: 'Idempotency-Key' });
  let owner: { memberId: number; scope: string };
  if (args.member) owner = { memberId: args.member.id, scope: ep.name };
  else if (isProvenCaller(prepared)) owner = { memberId: 0, scope: `${ep.name}@${prepared.idempotencyOwner}` };
  else throw new Error(`${ep.name}: a money move without a member or a proven caller`);
  const outcome = idempotent(gw, owner.memberId, owner.scope, key, args.input, () => {
    const result = handler(args);
    if (result instanceof Promise) throw new Error(`${ep.name}: money-moving handlers must be synchronous`);
    return { status: 200, body: checked(ep, result) };
  });
  return c.json(outcome.body as object, outcome.status as 200);
}
