import { randomBytes } from 'node:crypto';
import type { ContractKind, ContractTier } from '@portal/api-contract';
import { runContractJob, storeTiers } from '../domain/agent-contracts';
import { teamFigures } from '../domain/team-profit-loss';
import { seedPasswordHash } from './seed-passwords';
import { insertMember, memberByUsername } from '../domain/members';
import { historyLedgerInsert } from '../domain/wallet';
import type { GatewayContext } from '../core/context';

const DAY = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 60;

/** Deterministic random numbers, so every seeded database shows the same team. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const tier = (minTurnover: number, minActiveMembers: number, rate: number | null, fixedAmount: number | null = null): ContractTier => ({
  minTurnover,
  minActiveMembers,
  rate,
  fixedAmount,
});

/** The top agent's contracts (granted by the operator). */
export const AGENT_CONTRACTS: Record<ContractKind, ContractTier[]> = {
  dividend: [tier(1_000, 5, 0.1), tier(50_000, 30, 0.2)],
  daily: [tier(500, 5, 0.005), tier(5_000, 20, 0.008), tier(20_000, 40, null, 300)],
  hourly: [tier(500, 3, 0.002), tier(5_000, 15, 0.003)],
  realtime: [tier(0, 0, 0.001), tier(5_000, 15, 0.0015)],
};

export interface SeedTeamOptions {
  /** Who gets the team (the top agent). */
  agentId: number;
  /** Sub-agents already under the agent (level 1). */
  levelOneAgents: number[];
  /** Players already under the agent (level 1). */
  levelOnePlayers: number[];
  playerPasswordHash: string;
  subAgentsPerAgent: number;
  playersPerAgent: number;
  extraDirectPlayers: number;
  days: number;
  seed: number;
}

/**
 * A three-level team under the demo `agent` (level-1 sub-agents with their own sub-agents and
 * players) and 60 days of bets, deposits, withdrawals, bonuses and rebates written straight into
 * `bets` and the ledger with their historical times, plus sessions, contracts of each kind, contract
 * requests, agent announcements and the jobs' history. Runs inside the seed's transaction.
 */
export function seedAgentTeam(gw: GatewayContext, o: SeedTeamOptions): { members: number; bets: number } {
  const now = gw.now();
  const rnd = mulberry32(o.seed);
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  const setCreated = gw.db.prepare('UPDATE members SET created_at = ? WHERE id = ?');

  const players: number[] = [...o.levelOnePlayers];
  const addPlayer = (upline: number, name: string) => {
    const id = insertMember(gw, { username: name, passwordHash: o.playerPasswordHash, uplineId: upline, firstLogin: false });
    players.push(id);
  };
  let serial = 0;
  for (let i = 0; i < o.extraDirectPlayers; i++) addPlayer(o.agentId, `ply${String(++serial).padStart(4, '0')}`);
  const subAgents: number[] = [];
  o.levelOneAgents.forEach((l1, a) => {
    for (let s = 0; s < o.subAgentsPerAgent; s++) {
      const id = insertMember(gw, {
        username: `sub${a + 1}${String.fromCharCode(97 + s)}`,
        passwordHash: o.playerPasswordHash,
        type: 2,
        uplineId: l1,
        firstLogin: false,
      });
      subAgents.push(id);
      for (let p = 0; p < o.playersPerAgent; p++) addPlayer(id, `ply${String(++serial).padStart(4, '0')}`);
    }
    for (let p = 0; p < Math.floor(o.playersPerAgent / 2); p++) addPlayer(l1, `ply${String(++serial).padStart(4, '0')}`);
  });

  // Registration times: sub-agents long ago; players spread over 120 days (some inside the history window).
  for (const id of [...o.levelOneAgents, ...subAgents]) setCreated.run(now - int(100, 140) * DAY, id);
  const registered = new Map<number, number>();
  for (const id of players) {
    const at = now - int(1, 120) * DAY - int(0, DAY - 1);
    registered.set(id, at);
    setCreated.run(at, id);
  }

  const games = gw.db
    .prepare<
      unknown[],
      {
        id: number;
        code: string;
        vendor: string;
      }
    >("SELECT id, code, vendor FROM games WHERE category IN ('RNG', 'LIVE', 'FISH', 'PVP') ORDER BY id LIMIT 60")
    .all();
  const bet = gw.db.prepare(
    "INSERT INTO bets (member_id, game_id, game_code, vendor, kind, stake, payout, selection, result, status, created_at, settled_at) VALUES (?, ?, ?, ?, 'slot', ?, ?, 'spin', ?, ?, ?, ?)",
  );
  const ledger = historyLedgerInsert(gw);
  let bets = 0;
  const start = now - o.days * DAY;
  for (const id of players) {
    const joined = Math.max(registered.get(id) ?? start, start - 30 * DAY);
    ledger.run(id, 'MAIN', int(10, 50) * 100_00, 'deposit', `seed:dep:${id}:0`, joined + 60_000);
    if (rnd() < 0.3) ledger.run(id, 'MAIN', int(5, 30) * 100, 'signup_bonus', `seed:bonus:${id}`, joined + 120_000);
    const activity = 0.2 + rnd() * 0.5;
    let weekStakes = 0;
    for (let day = 0; day < o.days; day++) {
      const dayStart = start + day * DAY;
      if (dayStart + DAY < joined) continue;
      if (rnd() < activity) {
        const n = int(1, 4);
        for (let k = 0; k < n; k++) {
          const at = Math.max(joined + 300_000, dayStart + int(0, DAY - 1));
          if (at >= now - 1000) continue;
          const game = games[int(0, games.length - 1)];
          const stake = int(1, 50) * 100;
          const pending = at > now - 10 * 60_000 && rnd() < 0.2;
          const won = rnd() < 0.45;
          const payout = pending ? null : won ? Math.floor(stake * (1.5 + rnd() * 1.1)) : 0;
          const betId = Number(
            bet.run(
              id,
              game.id,
              game.code,
              game.vendor,
              stake,
              payout,
              pending ? null : won ? 'win' : 'lose',
              pending ? 'pending' : 'settled',
              at,
              pending ? null : at + 1000,
            ).lastInsertRowid,
          );
          ledger.run(id, 'MAIN', -stake, 'bet', `bet:${betId}`, at);
          if (payout) ledger.run(id, 'MAIN', payout, 'payout', `bet:${betId}`, at + 1000);
          weekStakes += stake;
          bets++;
        }
      }
      if (rnd() < 0.03) ledger.run(id, 'MAIN', int(2, 20) * 100_00, 'deposit', `seed:dep:${id}:${day}`, dayStart + int(0, DAY - 1));
      if (rnd() < 0.02) ledger.run(id, 'MAIN', -int(5, 30) * 10_00, 'withdrawal', `seed:wd:${id}:${day}`, dayStart + int(0, DAY - 1));
      if (day % 7 === 6 && weekStakes > 0) {
        const rebate = Math.floor(weekStakes * 0.005);
        if (rebate > 0 && dayStart + DAY < now) ledger.run(id, 'MAIN', rebate, 'rebate', `seed:rebate:${id}:${day}`, dayStart + DAY - 60_000);
        weekStakes = 0;
      }
    }
  }

  // Sessions: a last login for most members, a few online now.
  const session = gw.db.prepare('INSERT INTO sessions (token_hash, member_id, created_at, last_seen_at, revoked_at) VALUES (?, ?, ?, ?, ?)');
  [...players, ...subAgents].forEach((id, i) => {
    if (rnd() < 0.15) return;
    const online = i % 25 === 0;
    const joined = registered.get(id) ?? now - 100 * DAY;
    const at = online ? now - int(5, 60) * 60_000 : Math.max(joined + 3600_000, now - int(1, 20 * 24) * 3600_000);
    session.run(randomBytes(16).toString('hex'), id, at, online ? now - 30_000 : at + 600_000, online ? null : at + 600_000);
  });

  // Contracts: every kind for the top agent since the start of the history; a daily one for the first sub-agent.
  const contract = gw.db.prepare('INSERT INTO agent_contracts (member_id, kind, tiers, signed_at, granted_by) VALUES (?, ?, ?, ?, ?)');
  for (const [kind, tiers] of Object.entries(AGENT_CONTRACTS)) contract.run(o.agentId, kind, storeTiers(tiers), start, null);
  const [firstSub, secondSub, thirdSub] = o.levelOneAgents;
  // A sub-agent's tiers never ask less than its upline's for a rate (docs/product/agent-centre.md "Contract requests").
  contract.run(firstSub, 'daily', storeTiers([tier(500, 5, 0.004)]), now - 30 * DAY, o.agentId);
  const request = gw.db.prepare('INSERT INTO contract_requests (from_id, to_id, kind, tiers, status, created_at, decided_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  request.run(o.agentId, firstSub, 'daily', storeTiers([tier(500, 5, 0.004)]), 'accepted', now - 31 * DAY, now - 30 * DAY);
  if (thirdSub) request.run(o.agentId, thirdSub, 'daily', storeTiers([tier(1_000, 5, 0.006)]), 'rejected', now - 12 * DAY, now - 11 * DAY);
  if (secondSub) request.run(o.agentId, secondSub, 'dividend', storeTiers([tier(1_000, 5, 0.05)]), 'new', now - 2 * DAY, null);

  // Commission (paid by the operator's back office): 1.5% of each closed month's team turnover.
  const payout = gw.db.prepare(
    `INSERT INTO agent_payouts (member_id, kind, slice_start, slice_end, team_turnover, team_profit, active_members, tier_index, rate, amount, ledger_id, computed_at)
     VALUES (?, 'commission', ?, ?, ?, ?, ?, NULL, 0.015, ?, ?, ?)`,
  );
  const d = new Date(now);
  for (const back of [2, 1]) {
    const from = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1);
    const to = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back + 1, 1);
    const f = teamFigures(gw, o.agentId, from, to);
    const amount = Math.floor(f.turnover * 0.015);
    if (amount <= 0) continue;
    const ledgerId = Number(ledger.run(o.agentId, 'MAIN', amount, 'agent_commission', `agent:commission:${o.agentId}:${from}`, to + 3600_000).lastInsertRowid);
    payout.run(o.agentId, from, to, f.turnover, f.profit, f.active, amount, ledgerId, to + 3600_000);
  }

  const announcement = gw.db.prepare('INSERT INTO agent_announcements (title, content, created_at) VALUES (?, ?, ?)');
  const notes: [string, string][] = [
    ['Real-time salary is live', '<p>Real-time salary is now calculated <b>every 5 minutes</b>. See the Real-time salary page for your tiers.</p>'],
    ['Dividend cycle', '<p>Dividends are settled twice a month (1st–15th and 16th–end). Only a negative team profit pays a dividend.</p>'],
    ['New invitation links', '<p>Invitation links can now register <i>agents</i> as well as players, valid 1, 7 or 30 days or permanently.</p>'],
    [
      'Maintenance window',
      '<p>The back office is under maintenance on Sunday 02:00–03:00 UTC. <a href="javascript:alert(1)" onclick="alert(1)">Status page</a></p>',
    ],
    ['Responsible gaming', '<p>Remind your players that deposit limits and self-exclusion are in the member centre.</p>'],
    ['Commission statement', '<p>Monthly commission statements are available under <b>My income</b>.</p>'],
  ];
  notes.forEach(([title, content], i) => announcement.run(title, content, now - (i * 5 + 1) * DAY));
  for (let i = 0; i < 8; i++)
    announcement.run(`Weekly team tip #${8 - i}`, `<p>Tip ${8 - i}: active members drive your salary tier.</p>`, now - (40 + i * 3) * DAY);

  for (const kind of ['daily', 'hourly', 'dividend'] as const) runContractJob(gw, kind);
  return { members: players.length + subAgents.length + o.levelOneAgents.length, bets };
}

/** Convenience for the demo seed: the `agent` account's team. */
export function seedDemoTeam(gw: GatewayContext, agentUsername: string, playerPassword: string) {
  const agent = memberByUsername(gw, agentUsername)!;
  const l1 = gw.db.prepare<unknown[], { id: number; type: number }>('SELECT id, type FROM members WHERE upline_id = ? ORDER BY id').all(agent.id);
  return seedAgentTeam(gw, {
    agentId: agent.id,
    levelOneAgents: l1.filter((m) => m.type !== 0).map((m) => m.id),
    levelOnePlayers: l1.filter((m) => m.type === 0).map((m) => m.id),
    playerPasswordHash: seedPasswordHash(playerPassword),
    subAgentsPerAgent: 3,
    playersPerAgent: 16,
    extraDirectPlayers: 20,
    days: HISTORY_DAYS,
    seed: 20260115,
  });
}
