/**
 * Tables of the bonuses, the reward centre, referrals and mission claims (docs/product/rewards.md).
 * Money itself stays in the append-only `ledger`; these rows say why an entry was written, and
 * their UNIQUE keys make each reward payable once (a second claim in a race fails the insert and
 * rolls the whole claim back).
 */
export const REWARDS_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS bonuses (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, source TEXT NOT NULL, title TEXT, amount INTEGER NOT NULL,
  turnover_required INTEGER NOT NULL, ledger_ref TEXT NOT NULL UNIQUE, created_at INTEGER NOT NULL, expires_at INTEGER, forfeited_at INTEGER
);
CREATE INDEX IF NOT EXISTS bonuses_member ON bonuses (member_id, created_at);
CREATE TABLE IF NOT EXISTS checkins (
  member_id INTEGER NOT NULL, day TEXT NOT NULL, streak INTEGER NOT NULL, amount INTEGER NOT NULL, created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, day)
);
CREATE TABLE IF NOT EXISTS rebate_claims (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, turnover INTEGER NOT NULL, amount INTEGER NOT NULL, counted_until INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rebate_claims_member ON rebate_claims (member_id, counted_until);
CREATE TABLE IF NOT EXISTS levelup_gifts (
  member_id INTEGER NOT NULL, level INTEGER NOT NULL, amount INTEGER NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (member_id, level)
);
CREATE TABLE IF NOT EXISTS referral_codes (member_id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE COLLATE NOCASE, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS referrals (
  invitee_id INTEGER PRIMARY KEY, inviter_id INTEGER NOT NULL, created_at INTEGER NOT NULL, reward INTEGER, rewarded_at INTEGER
);
CREATE INDEX IF NOT EXISTS referrals_inviter ON referrals (inviter_id, created_at);
CREATE TABLE IF NOT EXISTS mission_claims (
  member_id INTEGER NOT NULL, mission_id INTEGER NOT NULL, amount INTEGER NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (member_id, mission_id)
);
`;
