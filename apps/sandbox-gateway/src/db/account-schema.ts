/**
 * Tables of the security centre and platform messages (docs/product/security-centre.md,
 * docs/product/platform-messages.md). Times are ms since the epoch.
 * - session_meta: where a session was opened (IP, user agent), keyed like `sessions` by the token's hash.
 * - login_history: every login attempt on an existing account and its result.
 * - totp_pending: a 2FA secret shown to the member and not yet confirmed with a code.
 */
export const ACCOUNT_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS session_meta (
  token_hash TEXT PRIMARY KEY, ip TEXT NOT NULL, user_agent TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS login_history (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, at INTEGER NOT NULL, ip TEXT NOT NULL,
  user_agent TEXT NOT NULL, result TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS login_history_member ON login_history (member_id, at);
CREATE TABLE IF NOT EXISTS totp_pending (
  member_id INTEGER PRIMARY KEY, secret TEXT NOT NULL, expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS messages_member ON messages (member_id, created_at);
`;
