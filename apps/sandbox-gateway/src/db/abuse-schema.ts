/**
 * Signals of one person (docs/product/abuse-policy.md): for each member, the client addresses,
 * devices, mobile numbers and payout accounts seen with it, as SHA-256 of `kind:value` (the raw
 * values stay where they already are: login history, members, payout accounts). `source` says when
 * it was seen: at registration, at a login, or when a number or payout account was bound.
 */
export const ABUSE_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS member_signals (
  member_id INTEGER NOT NULL, merchant TEXT NOT NULL, kind TEXT NOT NULL, value_hash TEXT NOT NULL, source TEXT NOT NULL,
  first_seen INTEGER NOT NULL, PRIMARY KEY (member_id, kind, value_hash, source)
);
CREATE INDEX IF NOT EXISTS member_signals_value ON member_signals (merchant, kind, value_hash, source, member_id);
-- One person on every brand (signals.ts personAccounts, checked at every stake): by value, whatever the merchant.
CREATE INDEX IF NOT EXISTS member_signals_person ON member_signals (kind, value_hash, member_id);
CREATE INDEX IF NOT EXISTS bonuses_source ON bonuses (source, member_id);
`;
