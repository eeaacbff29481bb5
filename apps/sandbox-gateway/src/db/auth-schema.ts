/**
 * Tables of the forced password change and of where an account was registered
 * (docs/product/accounts-and-auth.md "Forced password change" and "Registration"). Times are ms
 * since the epoch.
 * - password_change_sessions: sessions that may only change the password, keyed like `sessions`
 *   by the token's hash, with the reason (default_password, password_expired).
 * - password_change_challenges: the 2FA challenges a password login ended in, so the second step
 *   restricts its session as the first would have (`default_password`: the password typed was the
 *   default one).
 * - registration_origins: the page (`registerUrl`), method and domain a member registered from.
 */
export const AUTH_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS password_change_sessions (
  token_hash TEXT PRIMARY KEY, member_id INTEGER NOT NULL, reason TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS password_change_challenges (
  challenge_id TEXT PRIMARY KEY, default_password INTEGER NOT NULL, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS registration_origins (
  member_id INTEGER PRIMARY KEY, register_url TEXT, register_method TEXT NOT NULL, domain TEXT, created_at INTEGER NOT NULL
);
`;
