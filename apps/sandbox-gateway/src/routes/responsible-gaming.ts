import type { Hono } from 'hono';
import { z } from 'zod';
import { endpoints } from '@portal/api-contract';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { badRequest } from '../core/errors';
import { memberByUsername } from '../domain/members';
import {
  cancelPendingLimit,
  exclude,
  exclusionsOf,
  liftExclusions,
  realityCheckMinuteMs,
  rgActivity,
  rgLimits,
  rgSession,
  setRealityCheck,
  setRealityCheckMinuteMs,
  setRgLimit,
  setSessionLimit,
} from '../domain/responsible-gaming';
import { toCents } from '../domain/wallet';
import { operatorBody } from '../http/operator';
import { ok, serve } from '../http/route';

const usernameBody = z.object({ username: z.string().min(1) });
const advanceBody = z.object({
  ms: z
    .number()
    .int()
    .min(1)
    .max(400 * 24 * 3_600_000),
});
const minuteBody = z.object({ minuteMs: z.number().int().min(100).max(60_000) });

/** Limits, reality checks, time-out and self-exclusion, account activity; and their operator controls. */
export function responsibleGamingRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.rgLimits, ({ member }) => rgLimits(gw, member.id));
  serve(app, gw, endpoints.rgLimitSet, ({ member, input }) =>
    setRgLimit(gw, member.id, input.kind, input.period, input.amount === null ? null : toCents(input.amount)),
  );
  serve(app, gw, endpoints.rgSessionLimitSet, ({ member, input }) => setSessionLimit(gw, member.id, input.minutes));
  serve(app, gw, endpoints.rgLimitCancel, ({ member, input }) =>
    cancelPendingLimit(gw, member.id, input.kind, input.kind === 'session' ? 'session' : (input.period ?? 'day')),
  );
  serve(app, gw, endpoints.rgRealityCheckSet, ({ member, token, input }) => setRealityCheck(gw, member.id, token, input.intervalMinutes));
  serve(app, gw, endpoints.rgSession, ({ member, token }) => rgSession(gw, member.id, token));
  serve(app, gw, endpoints.rgExclude, ({ member, input }) => exclude(gw, member.id, input));
  serve(app, gw, endpoints.rgActivity, ({ member }) => rgActivity(gw, member.id));

  // Operator controls (behind the operator key like every /sandbox path).
  const memberOf = (username: string | undefined) => {
    const member = username ? memberByUsername(gw, username) : null;
    if (!member) throw badRequest('invalid_request: username', { field: 'username' });
    return member;
  };
  app.get('/sandbox/rg/exclusions', (c) => c.json(ok(exclusionsOf(gw, memberOf(c.req.query('username')).id))));
  app.post('/sandbox/rg/exclusions/lift', async (c) => {
    const body = await operatorBody(c, usernameBody);
    return c.json(ok({ lifted: liftExclusions(gw, memberOf(body.username).id) }));
  });
  /** Every reality-check minute lasts `minuteMs` (a test waits seconds instead of minutes). */
  app.put('/sandbox/rg/reality-check', async (c) => {
    const body = await operatorBody(c, minuteBody);
    setRealityCheckMinuteMs(gw, body.minuteMs);
    return c.json(ok({ minuteMs: realityCheckMinuteMs(gw) }));
  });
  app.get('/sandbox/clock', (c) => c.json(ok({ now: gw.now() })));
  /** Moves the gateway clock forward (cooling-off periods, limit windows); live sessions move with it. */
  app.post('/sandbox/clock/advance', async (c) => {
    const body = await operatorBody(c, advanceBody);
    if (!gw.advanceClock) throw badRequest('invalid_request: clock', { field: 'clock' });
    gw.advanceClock(body.ms);
    return c.json(ok({ now: gw.now() }));
  });
  /** Back to the real clock (a journey that moved time puts it back for the next one). */
  app.post('/sandbox/clock/reset', (c) => {
    if (gw.advanceClock && gw.clockOffsetMs) gw.advanceClock(-gw.clockOffsetMs());
    return c.json(ok({ now: gw.now() }));
  });
}
