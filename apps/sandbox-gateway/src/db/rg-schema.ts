/**
 * Responsible-gaming tables (docs/product/responsible-gaming.md): limits with their pending
 * change, time-outs / self-exclusions / session breaks, the reality-check interval per member, the
 * turnover released by withdrawals during an exclusion.
 */
export const RG_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS rg_limits (
  member_id INTEGER NOT NULL, kind TEXT NOT NULL, period TEXT NOT NULL,
  amount INTEGER, pending_set INTEGER NOT NULL DEFAULT 0, pending_amount INTEGER, pending_at INTEGER,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, kind, period)
);
CREATE TABLE IF NOT EXISTS rg_exclusions (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, kind TEXT NOT NULL, duration TEXT NOT NULL,
  starts_at INTEGER NOT NULL, ends_at INTEGER, lifted_at INTEGER
);
CREATE INDEX IF NOT EXISTS rg_exclusions_member ON rg_exclusions (member_id, lifted_at);
CREATE TABLE IF NOT EXISTS rg_withdraw_only_sessions (
  token_hash TEXT PRIMARY KEY, member_id INTEGER NOT NULL, exclusion_id INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rg_settings (
  member_id INTEGER PRIMARY KEY, reality_check_minutes INTEGER NOT NULL DEFAULT 0
);
-- The withdrawal turnover a withdrawal during a time-out or self-exclusion released (cents): put
-- back once (restored_at) when the withdrawal is rejected or returned.
CREATE TABLE IF NOT EXISTS rg_turnover_releases (
  withdrawal_id TEXT PRIMARY KEY, member_id INTEGER NOT NULL, cents INTEGER NOT NULL,
  released_at INTEGER NOT NULL, restored_at INTEGER
);
`;
