/**
 * bench:records — seeds one member with about 100,000 bets over 90 days on a fresh database file and
 * times the record queries through the HTTP app (validation, SQL, response check): the first page,
 * a filtered page, the totals query alone, the account record and the 90-day profit and loss.
 * Prints p50/p99 in ms. Run: `npm run bench:records [-- --runs 200 --bets 100000]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DAY_MS, endpoints, platformDate } from '@portal/api-contract';
import { createGateway } from '../app';
import { hashPasswordAtStartup } from '../domain/crypto';
import { insertMember } from '../domain/members';
import { betRecordTotals } from '../domain/records';
import { createSession } from '../domain/sessions';
import { seedMoneyHistory } from '../seed/money-history';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const runs = arg('runs', 200);
const bets = arg('bets', 100_000);

const dir = mkdtempSync(join(tmpdir(), 'bench-records-'));
const gateway = createGateway({ dbPath: join(dir, 'gateway.db') });
const { gw, app } = gateway;
const member = insertMember(gw, { username: 'bench', passwordHash: hashPasswordAtStartup('bench1234'), nickname: 'Bench' });

let t = performance.now();
const summary = gw.db.transaction(() => seedMoneyHistory(gw, member, { days: 90, betsPerDay: bets / 90, seed: 42 }))();
const seedMs = performance.now() - t;
const ledgerRows = gw.db.prepare<unknown[], { n: number }>('SELECT COUNT(*) AS n FROM ledger WHERE member_id = ?').get(member)!.n;
const token = createSession(gw, member);
const now = gw.now();

async function get(path: string, query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await app.request(`${path}?${qs}`, { headers: { Authorization: token } });
  if (res.status !== 200) throw new Error(`${path} ${res.status} ${await res.text()}`);
  return res.json();
}

function pct(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
  return { p50: at(50).toFixed(2), p99: at(99).toFixed(2) };
}

async function time(label: string, fn: () => unknown | Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn(); // warm the page cache and statements
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  const { p50, p99 } = pct(samples);
  console.log(`| ${label} | ${p50} | ${p99} |`);
}

const filtered = { gameType: 'LIVE', status: 'won' as const, startTime: now - 30 * DAY_MS, endTime: now - 10 * DAY_MS, pageNo: 2, pageSize: 20 };
console.log(`bench:records — ${summary.bets} bets and ${ledgerRows} ledger entries for one member, seeded in ${Math.round(seedMs)} ms; ${runs} runs each\n`);
console.log('| query | p50 ms | p99 ms |');
console.log('|---|---|---|');
await time('betting record, first page (20, with count and totals over 90 days)', () => get(endpoints.betRecords.path, { pageNo: 1, pageSize: 20 }));
await time('betting record, filtered page (LIVE, won, 20 days, page 2)', () => get(endpoints.betRecords.path, filtered));
await time('betting record totals alone, whole 90 days (SQL)', () => betRecordTotals(gw, member, { pageNo: 1, pageSize: 20 }));
await time('betting record totals alone, filtered (SQL)', () => betRecordTotals(gw, member, filtered));
await time('account record, first page (balance after, totals)', () => get(endpoints.transactionDetail.path, { pageNo: 1, pageSize: 20 }));
await time('account record, bets of one week, page 3', () =>
  get(endpoints.transactionDetail.path, { category: 'bet', startTime: now - 14 * DAY_MS, endTime: now - 7 * DAY_MS, pageNo: 3, pageSize: 20 }),
);
await time('profit and loss, 90 days', () => get(endpoints.profitLoss.path, { startDate: platformDate(now - 89 * DAY_MS), endDate: platformDate(now) }));

gateway.close();
rmSync(dir, { recursive: true, force: true });
