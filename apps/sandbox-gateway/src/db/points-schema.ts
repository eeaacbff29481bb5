/**
 * Tables of the points mall (docs/product/points-mall.md), next to `points_ledger`, `rewards` and
 * `redemptions` of schema.ts: the password-check failures of points spending, the operator's stock
 * additions (an audit trail), and a trigger that refuses any stock below zero whatever writes it.
 */
export const POINTS_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS points_password_checks (
  member_id INTEGER PRIMARY KEY, failures INTEGER NOT NULL, locked_until INTEGER
);
CREATE TABLE IF NOT EXISTS reward_stock_log (
  id INTEGER PRIMARY KEY, reward_id INTEGER NOT NULL, delta INTEGER NOT NULL, stock_after INTEGER NOT NULL, created_at INTEGER NOT NULL
);
CREATE TRIGGER IF NOT EXISTS rewards_stock_never_negative BEFORE UPDATE OF stock ON rewards WHEN NEW.stock < 0 BEGIN
  SELECT RAISE(ABORT, 'reward stock below zero');
END;
CREATE INDEX IF NOT EXISTS points_ledger_member ON points_ledger (member_id, id);
CREATE INDEX IF NOT EXISTS redemptions_member ON redemptions (member_id, id);
`;
