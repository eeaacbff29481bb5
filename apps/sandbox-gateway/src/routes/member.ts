import type { Hono } from 'hono';
import { ERROR_KEY, MAIN_WALLET, endpoints, type MemberInfo } from '@portal/api-contract';
import { verifyPassword } from '../domain/crypto';
import { settleDueBets } from '../domain/lottery';
import type { MemberRow } from '../domain/members';
import { GAME_WALLETS, WALLET_NAMES, balanceOf, fromCents, postEntries, toCents, walletCents } from '../domain/wallet';
import { Filter } from '../db/filter';
import { badRequest, fail } from '../http/errors';
import type { GatewayContext, GatewayEnv } from '../http/gateway-context';
import { offsetOf, pageOf } from '../http/paging';
import { serve } from '../http/route';

const CLUB_LABELS = [
  { labelName: 'Bronze', color: '#cd7f32', color2: '#8c5a2b' },
  { labelName: 'Silver', color: '#c0c0c0', color2: '#8a8a8a' },
  { labelName: 'Gold', color: '#ffd700', color2: '#b8860b' },
  { labelName: 'Platinum', color: '#e5e4e2', color2: '#9fa8b3' },
  { labelName: 'Diamond', color: '#b9f2ff', color2: '#4fc3f7' },
];
export const AVATAR_COUNT = 12;
export const POINTS_PER_UNIT = 100;
export const MIN_CONVERT_POINTS = 100;

const avatarUrl = (id: number) => `/sandbox/art/avatar/${id}.svg`;

export function memberInfo(m: MemberRow): MemberInfo {
  const level = Math.min(Math.max(m.club_level, 1), CLUB_LABELS.length);
  return {
    id: m.id,
    account: m.username,
    nickname: m.nickname,
    type: m.type,
    toUpline: m.upline_id !== null,
    clubLabel: { ...CLUB_LABELS[level - 1], rankLevel: level },
    avatarId: m.avatar_id,
    avatarUrl: avatarUrl(m.avatar_id),
    language: m.language as MemberInfo['language'],
    mobileNum: m.mobile_num,
    countryDialingCode: m.country_dialing_code,
    email: m.email,
    registerTime: m.created_at,
  };
}

export const pointsOf = (gw: GatewayContext, memberId: number) =>
  (gw.db.prepare('SELECT COALESCE(SUM(amount), 0) AS n FROM points_ledger WHERE member_id = ?').get(memberId) as { n: number }).n;

export function memberRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.memberInfo, ({ member }) => memberInfo(member!));

  serve(app, gw, endpoints.avatars, () => Array.from({ length: AVATAR_COUNT }, (_, i) => ({ id: i + 1, url: avatarUrl(i + 1) })));

  serve(app, gw, endpoints.memberIcon, ({ input, member }) => {
    if (input.avatarId > AVATAR_COUNT) throw fail(ERROR_KEY.notFound);
    gw.db.prepare('UPDATE members SET avatar_id = ? WHERE id = ?').run(input.avatarId, member!.id);
    return { id: input.avatarId, url: avatarUrl(input.avatarId) };
  });

  serve(app, gw, endpoints.updateLanguage, ({ input, member }) => {
    gw.db.prepare('UPDATE members SET language = ? WHERE id = ?').run(input.language, member!.id);
    return null;
  });

  serve(app, gw, endpoints.unreadMessageCount, ({ member }) => ({
    count: (gw.db.prepare('SELECT COUNT(*) AS n FROM messages WHERE member_id = ? AND read_at IS NULL').get(member!.id) as { n: number }).n,
  }));

  serve(app, gw, endpoints.transactionDetail, ({ input, member }) => {
    settleDueBets(gw, member!.id);
    const f = new Filter()
      .when(input.type, 'kind = ?', input.type!)
      .when(input.startTime, 'created_at >= ?', input.startTime!)
      .when(input.endTime, 'created_at <= ?', input.endTime!);
    // balance_after is the running total over all of the member's entries, before filtering.
    const ledger = '(SELECT *, SUM(amount) OVER (ORDER BY id) AS balance_after FROM ledger WHERE member_id = ?)';
    const total = (gw.db.prepare(`SELECT COUNT(*) AS n FROM ${ledger} ${f.sql}`).get(member!.id, ...f.params) as { n: number }).n;
    const rows = gw.db
      .prepare(`SELECT * FROM ${ledger} ${f.sql} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .all(member!.id, ...f.params, input.pageSize, offsetOf(input.pageNo, input.pageSize)) as {
      id: number;
      kind: string;
      wallet: string;
      amount: number;
      balance_after: number;
      ref: string | null;
      created_at: number;
    }[];
    return pageOf(
      rows.map((r) => ({
        id: r.id,
        type: r.kind,
        wallet: r.wallet,
        amount: fromCents(r.amount),
        balanceAfter: fromCents(r.balance_after),
        remark: r.ref,
        createTime: r.created_at,
      })),
      total,
      input.pageNo,
      input.pageSize,
    );
  });

  serve(app, gw, endpoints.betRecords, ({ input, member }) => {
    settleDueBets(gw, member!.id);
    const f = new Filter('b.member_id = ?', member!.id)
      .when(input.gameType, 'g.category = ?', input.gameType!)
      .when(input.gameCode, 'b.game_code = ?', input.gameCode!)
      .when(input.status, 'b.status = ?', input.status!);
    const from = `FROM bets b LEFT JOIN games g ON g.id = b.game_id ${f.sql}`;
    const total = (gw.db.prepare(`SELECT COUNT(*) AS n ${from}`).get(...f.params) as { n: number }).n;
    const rows = gw.db
      .prepare(`SELECT b.*, g.name AS game_name, g.category AS category ${from} ORDER BY b.id DESC LIMIT ? OFFSET ?`)
      .all(...f.params, input.pageSize, offsetOf(input.pageNo, input.pageSize)) as {
      id: number;
      game_name: string | null;
      game_code: string;
      vendor: string;
      category: string | null;
      stake: number;
      payout: number | null;
      status: 'pending' | 'settled';
      issue: string | null;
      selection: string | null;
      result: string | null;
      created_at: number;
      settled_at: number | null;
    }[];
    return pageOf(
      rows.map((r) => ({
        id: r.id,
        gameName: r.game_name ?? r.game_code,
        vendor: r.vendor,
        gameType: r.category ?? '',
        stake: fromCents(r.stake),
        payout: r.payout === null ? null : fromCents(r.payout),
        winLoss: r.payout === null ? null : fromCents(r.payout - r.stake),
        status: r.status,
        issue: r.issue,
        selection: r.selection,
        result: r.result,
        createTime: r.created_at,
        settleTime: r.settled_at,
      })),
      total,
      input.pageNo,
      input.pageSize,
    );
  });

  serve(app, gw, endpoints.missionSummary, ({ member }) => {
    const stats = gw.db
      .prepare(
        "SELECT COUNT(*) AS bets, SUM(CASE WHEN payout > stake THEN 1 ELSE 0 END) AS wins, COUNT(DISTINCT game_id) AS games FROM bets WHERE member_id = ? AND status = 'settled'",
      )
      .get(member!.id) as { bets: number; wins: number | null; games: number };
    const missions = [
      { id: 1, title: 'Place 10 bets', progress: stats.bets, target: 10, reward: 5 },
      { id: 2, title: 'Win 5 times', progress: stats.wins ?? 0, target: 5, reward: 10 },
      { id: 3, title: 'Play 3 different games', progress: stats.games, target: 3, reward: 8 },
    ].map((m) => ({ ...m, progress: Math.min(m.progress, m.target), status: m.progress >= m.target ? ('completed' as const) : ('active' as const) }));
    return { count: missions.filter((m) => m.status === 'active').length, completed: missions.filter((m) => m.status === 'completed').length, missions };
  });

  serve(app, gw, endpoints.missionLeaderboard, ({ input, member }) => {
    const rows = gw.db
      .prepare(
        "SELECT m.id, m.username, COUNT(b.id) AS score FROM members m JOIN bets b ON b.member_id = m.id AND b.status = 'settled' GROUP BY m.id ORDER BY score DESC, m.id LIMIT 100",
      )
      .all() as { id: number; username: string; score: number }[];
    const mask = (name: string) => `${name.slice(0, 2)}***${name.slice(-1)}`;
    const myIndex = rows.findIndex((r) => r.id === member!.id);
    return {
      list: rows.slice(0, input.count).map((r, i) => ({ rank: i + 1, userName: mask(r.username), score: r.score })),
      myRank: myIndex === -1 ? null : myIndex + 1,
    };
  });

  // ------------------------------------------------------------ wallet

  serve(app, gw, endpoints.balance, ({ member }) => {
    settleDueBets(gw, member!.id);
    return balanceOf(gw, member!.id);
  });

  serve(app, gw, endpoints.walletTransfer, ({ input, member }) => {
    for (const field of ['from', 'to'] as const) {
      if (!WALLET_NAMES[input[field]]) throw badRequest(`invalid_request: ${field}`, { field, issues: [{ path: field, message: 'unknown wallet' }] });
    }
    const cents = toCents(input.amount);
    const transactionId = postEntries(gw, member!.id, [
      { wallet: input.from, amount: -cents, kind: 'transfer_out' },
      { wallet: input.to, amount: cents, kind: 'transfer_in' },
    ]);
    return { ...balanceOf(gw, member!.id), transactionId };
  });

  serve(app, gw, endpoints.merchantWallet, () => ({
    mode: 'transfer' as const,
    currency: 'BRL',
    wallets: Object.entries(WALLET_NAMES).map(([wallet, name]) => ({ wallet, name, transferable: true })),
  }));

  serve(app, gw, endpoints.consolidatedFunds, ({ member }) => {
    settleDueBets(gw, member!.id);
    const main = walletCents(gw, member!.id, MAIN_WALLET);
    const game = Object.keys(GAME_WALLETS).reduce((sum, w) => sum + walletCents(gw, member!.id, w), 0);
    const pending = (gw.db.prepare("SELECT COALESCE(SUM(stake), 0) AS n FROM bets WHERE member_id = ? AND status = 'pending'").get(member!.id) as { n: number })
      .n;
    return {
      sumBalance: balanceOf(gw, member!.id).sumBalance,
      mainBalance: fromCents(main),
      gameBalance: fromCents(game),
      pendingBets: fromCents(pending),
      points: pointsOf(gw, member!.id),
    };
  });

  // ------------------------------------------------------------ points

  serve(app, gw, endpoints.pointsBalance, ({ member }) => ({ points: pointsOf(gw, member!.id) }));

  serve(app, gw, endpoints.pointsReward, () =>
    (gw.db.prepare('SELECT * FROM rewards ORDER BY sort').all() as { id: number; name: string; points: number; stock: number }[]).map((r) => ({
      id: r.id,
      name: r.name,
      points: r.points,
      stock: r.stock,
      imageUrl: `/sandbox/art/reward/${r.id}.jpg`,
    })),
  );

  serve(app, gw, endpoints.pointsConfig, () => ({
    enabled: true,
    pointsPerUnit: POINTS_PER_UNIT,
    minConvertPoints: MIN_CONVERT_POINTS,
    earnPerUnitStaked: 1,
  }));

  serve(app, gw, endpoints.pointsRedeem, ({ input, member }) => {
    if (!verifyPassword(input.password, member!.password_hash)) throw fail(ERROR_KEY.passwordWrong);
    const reward = gw.db.prepare('SELECT * FROM rewards WHERE id = ?').get(input.rewardId) as { id: number; points: number; stock: number } | undefined;
    if (!reward) throw fail(ERROR_KEY.notFound);
    if (reward.stock < input.quantity) throw fail(ERROR_KEY.outOfStock);
    const cost = reward.points * input.quantity;
    if (pointsOf(gw, member!.id) < cost) throw fail(ERROR_KEY.insufficientPoints);
    gw.db.prepare('UPDATE rewards SET stock = stock - ? WHERE id = ?').run(input.quantity, reward.id);
    const redemption = gw.db
      .prepare('INSERT INTO redemptions (member_id, reward_id, quantity, points, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(member!.id, reward.id, input.quantity, cost, gw.now());
    const redemptionId = Number(redemption.lastInsertRowid);
    gw.db
      .prepare("INSERT INTO points_ledger (member_id, amount, kind, ref, created_at) VALUES (?, ?, 'redeem', ?, ?)")
      .run(member!.id, -cost, `redeem:${redemptionId}`, gw.now());
    return { redemptionId, points: pointsOf(gw, member!.id) };
  });

  serve(app, gw, endpoints.pointsConvert, ({ input, member }) => {
    if (!verifyPassword(input.password, member!.password_hash)) throw fail(ERROR_KEY.passwordWrong);
    if (input.points < MIN_CONVERT_POINTS) throw fail('below_minimum', { minConvertPoints: MIN_CONVERT_POINTS });
    if (pointsOf(gw, member!.id) < input.points) throw fail(ERROR_KEY.insufficientPoints);
    const cents = Math.floor((input.points * 100) / POINTS_PER_UNIT);
    const ref = postEntries(gw, member!.id, [{ wallet: MAIN_WALLET, amount: cents, kind: 'points_convert' }]);
    gw.db
      .prepare("INSERT INTO points_ledger (member_id, amount, kind, ref, created_at) VALUES (?, ?, 'convert', ?, ?)")
      .run(member!.id, -input.points, ref, gw.now());
    return { points: pointsOf(gw, member!.id), amount: fromCents(cents), sumBalance: balanceOf(gw, member!.id).sumBalance };
  });

  serve(app, gw, endpoints.pointsRedeemList, ({ input, member }) => {
    const total = (gw.db.prepare('SELECT COUNT(*) AS n FROM redemptions WHERE member_id = ?').get(member!.id) as { n: number }).n;
    const rows = gw.db
      .prepare(
        'SELECT r.*, w.name AS reward_name FROM redemptions r JOIN rewards w ON w.id = r.reward_id WHERE r.member_id = ? ORDER BY r.id DESC LIMIT ? OFFSET ?',
      )
      .all(member!.id, input.pageSize, offsetOf(input.pageNo, input.pageSize)) as {
      id: number;
      reward_id: number;
      reward_name: string;
      quantity: number;
      points: number;
      created_at: number;
    }[];
    return pageOf(
      rows.map((r) => ({ id: r.id, rewardId: r.reward_id, rewardName: r.reward_name, quantity: r.quantity, points: r.points, createTime: r.created_at })),
      total,
      input.pageNo,
      input.pageSize,
    );
  });
}
