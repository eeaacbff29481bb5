// Team benchmark (npm run bench:team): an agent with 10,000 downline members in 4 levels and
// 1,000,000 bets over 60 days (with their ledger entries, deposits and withdrawals) in a fresh
// gateway database, then p50/p99 of team overview, team management page 1 and user P&L for a month,
// each through the gateway's HTTP handler (validation, SQL, response check). Options: --runs 40, --bets 1000000.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLATFORM_UTC_OFFSET_MINUTES } from '@portal/api-contract';
import { createGateway } from '../../apps/sandbox-gateway/src/app';
import { TEAM_STATS_TRIGGERS, platformDayOf, platformDayStartMs, rebuildTeamStats } from '../../apps/sandbox-gateway/src/db/team-stats-schema';
import { hashPasswordAtStartup } from '../../apps/sandbox-gateway/src/domain/crypto';
import { insertMember } from '../../apps/sandbox-gateway/src/domain/members';
import { createSession } from '../../apps/sandbox-gateway/src/domain/sessions';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 40);
const BETS = arg('bets', 1_000_000);
const DAY = 24 * 60 * 60 * 1000;

const dir = mkdtempSync(join(tmpdir(), 'bench-team-'));
const now = Date.now();
const gateway = createGateway({ dbPath: join(dir, 'gateway.db'), now: () => now });
const { gw, db } = gateway;

let seed = 42;
const rnd = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));

const t0 = performance.now();
const hash = hashPasswordAtStartup('bench1234');
const members: number[] = [];
let agentId = 0;
db.transaction(() => {
  agentId = insertMember(gw, { username: 'benchagent', passwordHash: hash, type: 1, firstLogin: false });
  // 10 level-1 agents, 10 level-2 agents each (100), 10 level-3 members each (1,000: 100 agents and 900
  // players), and 8,890 level-4 players under the 100 level-3 agents: 10,000 members.
  const add = (upline: number, type: number, name: string) => {
    const id = insertMember(gw, { username: name, passwordHash: hash, type, uplineId: upline, firstLogin: false });
    members.push(id);
    return id;
  };
  let n = 0;
  const l3Agents: number[] = [];
  for (let a = 0; a < 10; a++) {
    const l1 = add(agentId, 2, `b${++n}`);
    for (let b = 0; b < 10; b++) {
      const l2 = add(l1, 2, `b${++n}`);
      for (let c = 0; c < 10; c++) {
        const id = add(l2, c === 0 ? 2 : 0, `b${++n}`);
        if (c === 0) l3Agents.push(id);
      }
    }
  }
  for (let i = 0; members.length < 10_000; i++) add(l3Agents[i % l3Agents.length], 0, `b${++n}`);
  const setCreated = db.prepare('UPDATE members SET created_at = ? WHERE id = ?');
  for (const id of members) setCreated.run(now - int(1, 200) * DAY, id);
})();
const t1 = performance.now();

const games = db.prepare('SELECT id, code, vendor FROM games ORDER BY id LIMIT 100').all() as { id: number; code: string; vendor: string }[];
const bet = db.prepare(
  "INSERT INTO bets (member_id, game_id, game_code, vendor, kind, stake, payout, selection, result, status, created_at, settled_at) VALUES (?, ?, ?, ?, 'slot', ?, ?, 'spin', ?, 'settled', ?, ?)",
);
const ledger = db.prepare("INSERT INTO ledger (member_id, wallet, amount, kind, ref, created_at) VALUES (?, 'MAIN', ?, ?, ?, ?)");
// Bulk load as a data import would: the secondary indexes of bets and ledger, the balance trigger and
// the team rollup's triggers are dropped for the load and rebuilt after it (the same schema the
// gateway opens with), then the balances and the rollup are recomputed from the ledger and the bets.
const SECONDARY = ['bets_member', 'bets_member_cover', 'ledger_member', 'ledger_member_kind', 'ledger_member_time'];
const indexSql = SECONDARY.map((name) => db.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?").pluck().get(name) as string);
const TRIGGERS = ['ledger_member_balance', ...TEAM_STATS_TRIGGERS];
const triggerSql = TRIGGERS.map((name) => db.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?").pluck().get(name) as string);
for (const name of SECONDARY) db.exec(`DROP INDEX ${name}`);
for (const name of TRIGGERS) db.exec(`DROP TRIGGER ${name}`);
const BATCH = 100_000;
for (let done = 0; done < BETS; done += BATCH) {
  db.transaction(() => {
    if (done === 0) {
      for (const id of members) {
        ledger.run(id, 1_000_000, 'deposit', null, now - 61 * DAY);
        for (let k = int(0, 4); k > 0; k--) ledger.run(id, int(100, 5000) * 100, 'deposit', null, now - int(0, 59) * DAY - int(0, DAY));
        for (let k = int(0, 2); k > 0; k--) ledger.run(id, -int(50, 500) * 100, 'withdrawal', null, now - int(0, 59) * DAY - int(0, DAY));
      }
    }
    for (let i = 0; i < Math.min(BATCH, BETS - done); i++) {
      const member = members[int(0, members.length - 1)];
      const game = games[int(0, games.length - 1)];
      const at = now - int(0, 60 * DAY);
      const stake = int(1, 100) * 100;
      const payout = rnd() < 0.45 ? Math.floor(stake * 2) : 0;
      const id = Number(bet.run(member, game.id, game.code, game.vendor, stake, payout, payout ? 'win' : 'lose', at, at + 1000).lastInsertRowid);
      ledger.run(member, -stake, 'bet', `bet:${id}`, at);
      if (payout) ledger.run(member, payout, 'payout', `bet:${id}`, at + 1000);
    }
  })();
}
for (const sql of indexSql) db.exec(sql);
for (const sql of triggerSql) db.exec(sql);
db.exec('DELETE FROM member_balance; INSERT INTO member_balance (member_id, cents) SELECT member_id, SUM(amount) FROM ledger GROUP BY member_id;');
const t2 = performance.now();
rebuildTeamStats(db);
db.exec('ANALYZE');
const t3 = performance.now();

const token = createSession(gw, agentId);
const monthFrom = now - 30 * DAY;
// The agent centre's "last 30 days": whole platform days (today included) in the platform's time zone.
const today = platformDayOf(now);
const platformDaysOnly = `from=${platformDayStartMs(today - 29)}&to=${platformDayStartMs(today + 1)}`;
const platformMonth = `${platformDaysOnly}&tzOffset=${PLATFORM_UTC_OFFSET_MINUTES}`;
const cases: [string, string][] = [
  ['team overview (whole team, 30 platform days, with the per-day series; rollup)', `/wps/agent/team/overview?${platformMonth}&scope=team`],
  ['team overview (direct downline, 30 platform days; rollup)', `/wps/agent/team/overview?${platformMonth}&scope=direct`],
  ['team management page 1 (20 rows)', '/wps/agent/team/members?pageNo=1&pageSize=20'],
  ['user P&L (direct downline, 30 platform days, sorted by net; rollup)', `/wps/agent/team/profit-loss?${platformDaysOnly}&pageNo=1&pageSize=20`],
  [
    'user P&L (direct downline, the last 30 × 24 hours, sorted by net; bets and ledger)',
    `/wps/agent/team/profit-loss?from=${monthFrom}&to=${now}&pageNo=1&pageSize=20`,
  ],
];
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
console.log(
  `seeded ${members.length} members in ${Math.round(t1 - t0)} ms, ${BETS.toLocaleString('en')} bets in ${Math.round(t2 - t1)} ms, team rollup rebuilt in ${Math.round(t3 - t2)} ms`,
);
console.log(`| call | p50 | p99 | runs |\n|---|---|---|---|`);
for (const [name, path] of cases) {
  const times: number[] = [];
  for (let r = 0; r < RUNS + 3; r++) {
    const start = performance.now();
    const res = await gateway.app.request(path, { headers: { Authorization: token } });
    const body = (await res.json()) as { success: boolean; message: string };
    if (!body.success) throw new Error(`${path}: ${body.message}`);
    if (r >= 3) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`| ${name} | ${pct(times, 50).toFixed(1)} ms | ${pct(times, 99).toFixed(1)} ms | ${RUNS} |`);
}
gateway.close();
rmSync(dir, { recursive: true, force: true });
