import { randomUUID } from 'node:crypto';
import { ERROR_KEY, type ClaimableReward, type RewardKind } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { fail } from '../core/errors';
import { grantBonus, validTurnoverCents } from './bonuses';
import type { GameRow } from './games';
import { spin } from './slot';
import { TRIAL_TYPE, type MemberRow } from './members';
import { REFERRAL_REWARD_CENTS, unrewardedQualified } from './referral';
import { balanceOf, fromCents } from './wallet';

/** The reward centre's rules (docs/product/rewards.md). */
export const CHECKIN_LADDER_CENTS = [1_00, 1_00, 2_00, 2_00, 3_00, 3_00, 5_00] as const;
/** Check-in days follow the brand's clock: Brasília time, UTC−3 (no daylight saving since 2019). */
export const CHECKIN_DAY_OFFSET_MS = -3 * 60 * 60 * 1000;
export const REBATE_RATE = 0.005;
export const REBATE_MIN_CENTS = 10;
export const LEVEL_GIFTS_CENTS: Readonly<Record<number, number>> = { 2: 5_00, 3: 10_00, 4: 20_00, 5: 50_00 };
/** Valid turnover each reward asks for, as a multiple of its amount. */
export const REWARD_TURNOVER_MULTIPLIER: Readonly<Record<RewardKind, number>> = { checkin: 1, rebate: 1, levelup: 1, referral: 1 };

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (ms: number) => new Date(ms + CHECKIN_DAY_OFFSET_MS).toISOString().slice(0, 10);
/** Start (UTC ms) of the check-in day after the one `ms` falls in. */
const nextDayStart = (ms: number) => Math.floor((ms + CHECKIN_DAY_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - CHECKIN_DAY_OFFSET_MS;

function checkinState(gw: GatewayContext, memberId: number) {
  const now = gw.now();
  const today = dayOf(now);
  const last = gw.db
    .prepare<unknown[], { day: string; streak: number }>('SELECT day, streak FROM checkins WHERE member_id = ? ORDER BY day DESC LIMIT 1')
    .get(memberId);
  const claimedToday = last?.day === today;
  const continues = last !== undefined && (claimedToday || last.day === dayOf(now - DAY_MS));
  const streakSoFar = continues ? last.streak : 0;
  const nextStreak = claimedToday ? streakSoFar : streakSoFar + 1;
  const step = Math.min(claimedToday ? streakSoFar + 1 : nextStreak, CHECKIN_LADDER_CENTS.length) - 1;
  return { today, claimedToday, streakSoFar, nextStreak, amount: CHECKIN_LADDER_CENTS[step], nextClaimAt: claimedToday ? nextDayStart(now) : null };
}

function rebateState(gw: GatewayContext, memberId: number) {
  const from = gw.db.prepare<unknown[], { t: number | null }>('SELECT MAX(counted_until) AS t FROM rebate_claims WHERE member_id = ?').get(memberId)!.t ?? 0;
  const until = gw.now();
  const turnover = validTurnoverCents(gw, memberId, from, until);
  const amount = Math.floor(turnover * REBATE_RATE);
  return { turnover, amount, until, claimable: amount >= REBATE_MIN_CENTS };
}

function levelState(gw: GatewayContext, member: MemberRow) {
  const claimed = new Set(
    gw.db
      .prepare<unknown[], { level: number }>('SELECT level FROM levelup_gifts WHERE member_id = ?')
      .all(member.id)
      .map((r) => r.level),
  );
  const giftLevel =
    Object.keys(LEVEL_GIFTS_CENTS)
      .map(Number)
      .sort((a, b) => a - b)
      .find((level) => !claimed.has(level)) ?? null;
  return { giftLevel, amount: giftLevel === null ? 0 : LEVEL_GIFTS_CENTS[giftLevel], claimable: giftLevel !== null && member.club_level >= giftLevel };
}

/** Every reward of the centre with its amount, whether it can be claimed now and what it needs. */
export function rewardList(gw: GatewayContext, member: MemberRow): ClaimableReward[] {
  const real = member.type !== TRIAL_TYPE;
  const checkin = checkinState(gw, member.id);
  const rebate = rebateState(gw, member.id);
  const level = levelState(gw, member);
  const friends = unrewardedQualified(gw, member.id).length;
  const m = REWARD_TURNOVER_MULTIPLIER;
  return [
    {
      kind: 'checkin',
      amount: fromCents(checkin.amount),
      claimable: real && !checkin.claimedToday,
      turnoverMultiplier: m.checkin,
      streak: checkin.streakSoFar,
      ladder: CHECKIN_LADDER_CENTS.map(fromCents),
      nextClaimAt: checkin.nextClaimAt,
    },
    {
      kind: 'rebate',
      amount: fromCents(rebate.amount),
      claimable: real && rebate.claimable,
      turnoverMultiplier: m.rebate,
      validTurnover: fromCents(rebate.turnover),
      rate: REBATE_RATE,
      minAmount: fromCents(REBATE_MIN_CENTS),
    },
    {
      kind: 'levelup',
      amount: fromCents(level.amount),
      claimable: real && level.claimable,
      turnoverMultiplier: m.levelup,
      currentLevel: member.club_level,
      giftLevel: level.giftLevel,
    },
    {
      kind: 'referral',
      amount: fromCents(friends * REFERRAL_REWARD_CENTS),
      claimable: real && friends > 0,
      turnoverMultiplier: m.referral,
      friends,
      rewardPerFriend: fromCents(REFERRAL_REWARD_CENTS),
    },
  ];
}

/**
 * Claims one reward. Runs inside the money-move transaction (IMMEDIATE, with the stored idempotent
 * outcome): the state is read and written under the write lock, and each reward's UNIQUE row
 * (check-in day, level, referral reward) makes a second payment impossible even for another key.
 */
export function claimReward(gw: GatewayContext, member: MemberRow, kind: RewardKind) {
  if (member.type === TRIAL_TYPE) throw fail(ERROR_KEY.needTrueAccount);
  const now = gw.now();
  const multiplier = REWARD_TURNOVER_MULTIPLIER[kind];
  let amount: number;
  let bonusId: number;
  switch (kind) {
    case 'checkin': {
      const s = checkinState(gw, member.id);
      if (s.claimedToday) throw fail(ERROR_KEY.alreadyClaimed);
      amount = s.amount;
      gw.db
        .prepare('INSERT INTO checkins (member_id, day, streak, amount, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(member.id, s.today, s.nextStreak, amount, now);
      bonusId = grantBonus(gw, member.id, {
        source: 'checkin',
        amount,
        turnoverMultiplier: multiplier,
        kind: 'reward_checkin',
        ref: `checkin:${member.id}:${s.today}`,
      });
      break;
    }
    case 'rebate': {
      const s = rebateState(gw, member.id);
      if (!s.claimable) throw fail(ERROR_KEY.notClaimable);
      amount = s.amount;
      const claimId = Number(
        gw.db
          .prepare('INSERT INTO rebate_claims (member_id, turnover, amount, counted_until, created_at) VALUES (?, ?, ?, ?, ?)')
          .run(member.id, s.turnover, amount, s.until, now).lastInsertRowid,
      );
      bonusId = grantBonus(gw, member.id, { source: 'rebate', amount, turnoverMultiplier: multiplier, kind: 'reward_rebate', ref: `rebate:${claimId}` });
      break;
    }
    case 'levelup': {
      const s = levelState(gw, member);
      if (!s.claimable || s.giftLevel === null) throw fail(ERROR_KEY.notClaimable);
      amount = s.amount;
      gw.db.prepare('INSERT INTO levelup_gifts (member_id, level, amount, created_at) VALUES (?, ?, ?, ?)').run(member.id, s.giftLevel, amount, now);
      bonusId = grantBonus(gw, member.id, {
        source: 'levelup',
        amount,
        turnoverMultiplier: multiplier,
        kind: 'reward_levelup',
        ref: `levelup:${member.id}:${s.giftLevel}`,
      });
      break;
    }
    case 'referral': {
      const friends = unrewardedQualified(gw, member.id);
      if (friends.length === 0) throw fail(ERROR_KEY.notClaimable);
      amount = friends.length * REFERRAL_REWARD_CENTS;
      const mark = gw.db.prepare('UPDATE referrals SET reward = ?, rewarded_at = ? WHERE invitee_id = ? AND inviter_id = ? AND reward IS NULL');
      for (const friend of friends) {
        if (mark.run(REFERRAL_REWARD_CENTS, now, friend, member.id).changes !== 1) throw new Error(`referral ${friend} rewarded twice`);
      }
      bonusId = grantBonus(gw, member.id, {
        source: 'referral',
        amount,
        turnoverMultiplier: multiplier,
        kind: 'reward_referral',
        ref: `referral:${randomUUID()}`,
      });
      break;
    }
  }
  return { kind, amount: fromCents(amount), bonusId, sumBalance: balanceOf(gw, member.id).sumBalance };
}

/** Operator: sets a member's club level (what the VIP programme would do). */
export function setClubLevel(gw: GatewayContext, memberId: number, level: number): void {
  gw.db.prepare('UPDATE members SET club_level = ? WHERE id = ?').run(level, memberId);
}

/** Operator: real demo-slot spins for a member over `games` slot games (bets, ledger, records); null when no game takes the stake. */
export function playDemoSpins(gw: GatewayContext, memberId: number, q: { count: number; stakeCents: number; games: number }) {
  const games = gw.db.prepare<unknown[], GameRow>("SELECT * FROM games WHERE category = 'RNG' AND min_bet <= ? ORDER BY id LIMIT ?").all(q.stakeCents, q.games);
  if (games.length === 0) return null;
  const results = Array.from({ length: q.count }, (_, i) => spin(gw, memberId, games[i % games.length], q.stakeCents));
  return { bets: results.length, won: results.filter((r) => r.win > r.stake).length };
}
