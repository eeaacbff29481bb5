import type { Hono } from 'hono';
import { z } from 'zod';
import { amountSchema, endpoints } from '@portal/api-contract';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { ApiError } from '../core/errors';
import { bonusList, forfeitBonus, grantBonus } from '../domain/bonuses';
import { memberByUsername } from '../domain/members';
import { claimMission } from '../domain/missions';
import { referralInfo, referralInvitees } from '../domain/referral';
import { claimReward, playDemoSpins, rewardList, setClubLevel } from '../domain/rewards';
import { toCents } from '../domain/wallet';
import { operatorBody } from '../http/operator';
import { ok, serve } from '../http/route';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Bonuses, the reward centre, referrals, mission claims, and their operator controls (docs/product/rewards.md). */
export function rewardsRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.bonusList, ({ input, member }) => bonusList(gw, member.id, input));
  serve(app, gw, endpoints.rewardList, ({ member }) => rewardList(gw, member));
  serve(app, gw, endpoints.rewardClaim, ({ input, member }) => claimReward(gw, member, input.kind));
  serve(app, gw, endpoints.referralInfo, ({ member }) => referralInfo(gw, member));
  serve(app, gw, endpoints.referralInvitees, ({ input, member }) => referralInvitees(gw, member, input));
  serve(app, gw, endpoints.missionClaim, ({ input, member }) => claimMission(gw, member, input.missionId));

  const notFound = () => new ApiError(404, 'not_found');
  const memberOr404 = (username: string) => {
    const member = memberByUsername(gw, username);
    if (!member) throw notFound();
    return member;
  };
  /** Operator grant: credits the bonus to the main wallet with its turnover requirement (amount × multiplier) and optional validity. */
  app.post('/sandbox/bonuses', async (c) => {
    const body = await operatorBody(
      c,
      z.object({
        username: z.string().min(1).max(64),
        amount: amountSchema,
        turnoverMultiplier: z.number().int().min(0).max(100).default(1),
        validDays: z.number().int().min(1).max(365).optional(),
        title: z.string().min(1).max(80),
      }),
    );
    const member = memberOr404(body.username);
    const now = gw.now();
    const id = grantBonus(gw, member.id, {
      source: 'operator',
      amount: toCents(body.amount),
      turnoverMultiplier: body.turnoverMultiplier,
      kind: 'bonus',
      ref: `bonus:${member.id}:${now}:${Math.floor(gw.random() * 1e9)}`,
      title: body.title,
      expiresAt: body.validDays ? now + body.validDays * DAY_MS : null,
    });
    return c.json(ok({ id }));
  });

  /** Operator: forfeits an active bonus: its progress stops, it is taken back, its turnover leaves the counter (bonuses.ts forfeitAndTakeBack). */
  app.post('/sandbox/bonuses/:id/forfeit', (c) => {
    const result = forfeitBonus(gw, Number(c.req.param('id')));
    if (result === 'not_found') throw notFound();
    if (result === 'invalid_status') throw new ApiError(409, 'invalid_status');
    return c.json(ok(result));
  });

  /** Operator: sets a member's club level (1–5), as the VIP programme would. */
  app.post('/sandbox/members/:username/level', async (c) => {
    const body = await operatorBody(c, z.object({ level: z.number().int().min(1).max(5) }));
    const member = memberOr404(c.req.param('username'));
    setClubLevel(gw, member.id, body.level);
    return c.json(ok({ level: body.level }));
  });

  /** Operator: plays `count` demo slot spins for a member (real bets, ledger and records), over `games` different games. */
  app.post('/sandbox/members/:username/spins', async (c) => {
    const body = await operatorBody(
      c,
      z.object({ count: z.number().int().min(1).max(100), stake: amountSchema, games: z.number().int().min(1).max(10).default(1) }),
    );
    const member = memberOr404(c.req.param('username'));
    const played = playDemoSpins(gw, member.id, { count: body.count, stakeCents: toCents(body.stake), games: body.games });
    if (!played) throw new ApiError(400, 'invalid_request: stake', { field: 'stake' });
    return c.json(ok(played));
  });
}
