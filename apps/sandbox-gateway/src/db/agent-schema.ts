import type { Db } from './database';

/**
 * Tables of the agent centre (docs/product/agent-centre.md): the downline as a closure table, a
 * balance per member kept by a trigger on the ledger, invitation links, contracts, computed slices
 * (unique per agent, kind and slice start) and contract requests; indexes for the team aggregates.
 */
export const AGENT_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS member_tree (
  ancestor_id INTEGER NOT NULL, descendant_id INTEGER NOT NULL, depth INTEGER NOT NULL, PRIMARY KEY (ancestor_id, depth, descendant_id)
) WITHOUT ROWID;
CREATE UNIQUE INDEX IF NOT EXISTS member_tree_descendant ON member_tree (descendant_id, ancestor_id);
CREATE TABLE IF NOT EXISTS member_balance (member_id INTEGER PRIMARY KEY, cents INTEGER NOT NULL);
CREATE TRIGGER IF NOT EXISTS ledger_member_balance AFTER INSERT ON ledger BEGIN
  INSERT INTO member_balance (member_id, cents) VALUES (NEW.member_id, NEW.amount)
  ON CONFLICT (member_id) DO UPDATE SET cents = cents + NEW.amount;
END;
CREATE INDEX IF NOT EXISTS bets_member_cover ON bets (member_id, created_at, status, stake, payout);
CREATE INDEX IF NOT EXISTS ledger_member_kind ON ledger (member_id, kind, created_at, amount);
CREATE INDEX IF NOT EXISTS ledger_member_time ON ledger (member_id, created_at);
CREATE INDEX IF NOT EXISTS ledger_upline_ref ON ledger (ref) WHERE kind IN ('upline_transfer_in', 'upline_transfer_out');
CREATE INDEX IF NOT EXISTS sessions_member ON sessions (member_id, last_seen_at);
CREATE INDEX IF NOT EXISTS members_created ON members (created_at);
CREATE TABLE IF NOT EXISTS agent_announcements (
  id INTEGER PRIMARY KEY, title TEXT NOT NULL, content TEXT NOT NULL, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS agent_invitations (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, code TEXT NOT NULL UNIQUE COLLATE NOCASE, member_type TEXT NOT NULL,
  validity_days INTEGER, created_at INTEGER NOT NULL, expires_at INTEGER
);
CREATE INDEX IF NOT EXISTS agent_invitations_member ON agent_invitations (member_id, created_at);
CREATE TABLE IF NOT EXISTS agent_contracts (
  member_id INTEGER NOT NULL, kind TEXT NOT NULL, tiers TEXT NOT NULL, signed_at INTEGER NOT NULL, granted_by INTEGER,
  PRIMARY KEY (member_id, kind)
);
CREATE TABLE IF NOT EXISTS agent_payouts (
  member_id INTEGER NOT NULL, kind TEXT NOT NULL, slice_start INTEGER NOT NULL, slice_end INTEGER NOT NULL,
  team_turnover INTEGER NOT NULL, team_profit INTEGER NOT NULL, active_members INTEGER NOT NULL, tier_index INTEGER,
  rate REAL, amount INTEGER NOT NULL, downline_amount INTEGER NOT NULL DEFAULT 0, ledger_id INTEGER, computed_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, kind, slice_start)
);
CREATE INDEX IF NOT EXISTS agent_payouts_paid ON agent_payouts (member_id, slice_start) WHERE amount > 0;
CREATE TABLE IF NOT EXISTS contract_requests (
  id INTEGER PRIMARY KEY, from_id INTEGER NOT NULL, to_id INTEGER NOT NULL, kind TEXT NOT NULL, tiers TEXT NOT NULL,
  status TEXT NOT NULL, created_at INTEGER NOT NULL, decided_at INTEGER
);
CREATE UNIQUE INDEX IF NOT EXISTS contract_requests_open ON contract_requests (to_id, kind) WHERE status = 'new';
CREATE INDEX IF NOT EXISTS contract_requests_from ON contract_requests (from_id, created_at);
`;

/**
 * Databases written before the tree and the balance table existed: fills both from `members` and the
 * ledger (a recursive CTE over upline_id once; afterwards every insert keeps them); adds columns
 * that came later.
 */
export function backfillAgentTables(db: Db): void {
  // What a slice paid to the sub-agents (differential multi-level contracts) came after the table.
  const payoutColumns = db.prepare<unknown[], { name: string }>('PRAGMA table_info(agent_payouts)').all();
  if (!payoutColumns.some((c) => c.name === 'downline_amount')) db.exec('ALTER TABLE agent_payouts ADD COLUMN downline_amount INTEGER NOT NULL DEFAULT 0');
  const members = db.prepare<unknown[], number>('SELECT COUNT(*) FROM members').pluck().get()! ?? 0;
  const roots = db.prepare<unknown[], number>('SELECT COUNT(*) FROM member_tree WHERE depth = 0').pluck().get()! ?? 0;
  if (members !== roots) {
    db.exec(`
      DELETE FROM member_tree;
      WITH RECURSIVE up (descendant_id, ancestor_id, depth) AS (
        SELECT id, id, 0 FROM members
        UNION ALL
        SELECT up.descendant_id, m.upline_id, up.depth + 1 FROM up JOIN members m ON m.id = up.ancestor_id WHERE m.upline_id IS NOT NULL
      )
      INSERT INTO member_tree (ancestor_id, descendant_id, depth) SELECT ancestor_id, descendant_id, depth FROM up;`);
  }
  const balances = db.prepare<unknown[], number>('SELECT COUNT(*) FROM member_balance').pluck().get()!;
  const ledgerMembers = db.prepare<unknown[], number>('SELECT COUNT(DISTINCT member_id) FROM ledger').pluck().get()!;
  if (balances !== ledgerMembers) {
    db.exec(`DELETE FROM member_balance;
      INSERT INTO member_balance (member_id, cents) SELECT member_id, SUM(amount) FROM ledger GROUP BY member_id;`);
  }
}
