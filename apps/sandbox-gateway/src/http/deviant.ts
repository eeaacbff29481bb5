import type { Context, Handler, Hono } from 'hono';
import { z } from 'zod';
import { type EndpointDef, endpoints } from '@portal/api-contract';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { operatorBody } from './operator';
import { ok } from './responses';

/**
 * Deviant mode (docs/sandbox-gateway.md "Deviant mode"): an operator control that makes the sandbox
 * break the contract on purpose, in the ways a real platform does, so the conformance kit
 * (tools/conformance) and the portal can be seen failing against a platform that answers wrongly.
 * Off unless an operator sets bends; kept in memory (a restart turns it off).
 */

const endpointName = z.string().refine((name) => Object.hasOwn(endpoints, name), 'unknown endpoint');
/** A field of the envelope's `value`: dot-separated, applied to every item of an array on the way. */
const fieldPath = z.string().regex(/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/, 'a dot-separated field path');

export const bendSchema = z.discriminatedUnion('kind', [
  /** The field comes back under another name. */
  z.object({ kind: z.literal('renameField'), endpoint: endpointName, field: fieldPath, to: z.string().regex(/^[A-Za-z0-9_]+$/) }).strict(),
  /** The envelope comes back without `success`. */
  z.object({ kind: z.literal('dropSuccess'), endpoint: endpointName }).strict(),
  /** A number comes back as a string (`12.5` → `"12.5"`). */
  z.object({ kind: z.literal('stringForNumber'), endpoint: endpointName, field: fieldPath }).strict(),
  /** A refusal with an error key (`success: false`) comes back as HTTP 500 `internal_error`. */
  z.object({ kind: z.literal('serverErrorForKey'), endpoint: endpointName }).strict(),
  /** An encrypted call also takes its payload as plain JSON, without `Encryption: nacl-box`. */
  z
    .object({ kind: z.literal('acceptUnsealed'), endpoint: endpointName })
    .strict()
    .refine((bend) => endpoints[bend.endpoint as keyof typeof endpoints].encrypted, { path: ['endpoint'], message: 'not an encrypted endpoint' }),
]);
export type Bend = z.infer<typeof bendSchema>;

const bendsBody = z.object({ bends: z.array(bendSchema).max(50) }).strict();

const bendsOf = new WeakMap<GatewayContext, readonly Bend[]>();
const bendsFor = (gw: GatewayContext, ep: EndpointDef) => (bendsOf.get(gw) ?? []).filter((bend) => bend.endpoint === ep.name);

/** `GET`/`PUT`/`DELETE /sandbox/deviant`: read, replace or clear the bends (operator key, like every control). */
export function deviantControls(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  app.get('/sandbox/deviant', (c) => c.json(ok({ bends: bendsOf.get(gw) ?? [] })));
  app.put('/sandbox/deviant', async (c) => {
    const { bends } = await operatorBody(c, bendsBody);
    bendsOf.set(gw, bends);
    return c.json(ok({ bends }));
  });
  app.delete('/sandbox/deviant', (c) => {
    bendsOf.delete(gw);
    return c.json(ok({ bends: [] }));
  });
}

/** Whether an encrypted endpoint takes this unsealed body (only while an `acceptUnsealed` bend is set for it). */
export function acceptsUnsealed(gw: GatewayContext, ep: EndpointDef, body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && bendsFor(gw, ep).some((bend) => bend.kind === 'acceptUnsealed');
}

/** Serves `handler`, then bends its answer as the bends of the endpoint say (untouched when there are none). */
export function deviant(gw: GatewayContext, ep: EndpointDef, handler: (c: Context<GatewayEnv>) => Promise<Response>): Handler<GatewayEnv> {
  return async (c) => {
    const response = await handler(c);
    const bends = bendsFor(gw, ep).filter((bend) => bend.kind !== 'acceptUnsealed');
    if (bends.length === 0) return response;
    const body = (await response.clone().json()) as Record<string, unknown>;
    let status = response.status;
    for (const bend of bends) {
      if (bend.kind === 'serverErrorForKey' && body.success === false && status < 500) {
        status = 500;
        Object.assign(body, { message: 'internal_error', value: null });
      }
      if (bend.kind === 'dropSuccess') delete body.success;
      if (bend.kind === 'renameField') body.value = atPath(body.value, bend.field.split('.'), (parent, key) => renameKey(parent, key, bend.to));
      if (bend.kind === 'stringForNumber')
        body.value = atPath(body.value, bend.field.split('.'), (parent, key) => {
          if (typeof parent[key] === 'number') parent[key] = String(parent[key]);
        });
    }
    return c.json(body, status as 200);
  };
}

/** Calls `edit` on the object holding the path's last key, for every item of an array met on the way. */
function atPath(value: unknown, path: string[], edit: (parent: Record<string, unknown>, key: string) => void): unknown {
  if (Array.isArray(value)) {
    value.forEach((item) => atPath(item, path, edit));
    return value;
  }
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const [head, ...rest] = path;
  if (rest.length === 0) {
    if (Object.hasOwn(record, head)) edit(record, head);
  } else atPath(record[head], rest, edit);
  return value;
}

/** Renames a key in place, keeping the order of the others. */
function renameKey(record: Record<string, unknown>, key: string, to: string) {
  const entries = Object.entries(record).map(([k, v]) => [k === key ? to : k, v] as const);
  for (const k of Object.keys(record)) delete record[k];
  Object.assign(record, Object.fromEntries(entries));
}
