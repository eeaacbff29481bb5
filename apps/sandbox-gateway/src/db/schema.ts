/**
 * The whole gateway schema. Money is stored in integer cents; times are ms since the epoch.
 * `ledger` is append-only (triggers refuse UPDATE and DELETE): a balance is always a SUM over it.
 */
/** Columns added after a table first shipped: `openDatabase` adds them to a database made before (table, column, definition). */
export const ADDED_COLUMNS: readonly (readonly [string, string, string])[] = [
  ['banners', 'merchant', "TEXT NOT NULL DEFAULT '*'"],
  ['promotions', 'merchant', "TEXT NOT NULL DEFAULT '*'"],
  ['rewards', 'category', "TEXT NOT NULL DEFAULT 'bonus'"],
  // The portal session a game was launched from (sha256 of its token): its logout ends the game too.
  ['launch_tickets', 'portal_session', 'TEXT'],
  ['game_sessions', 'portal_session', 'TEXT'],
  // The help article's stable key (the portal's `?article=` links), the same in every language.
  ['help_articles', 'slug', 'TEXT'],
  // The merchant (brand) a session was opened on: its token is nobody on another brand's host.
  ['sessions', 'merchant', 'TEXT'],
  // The merchant a deposit channel is offered to ('*': every merchant without channels of its own).
  ['payment_channels', 'merchant', "TEXT NOT NULL DEFAULT '*'"],
];

export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS kv (
  scope TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (scope, key)
);
CREATE TABLE IF NOT EXISTS encryption_keys (
  key_id TEXT PRIMARY KEY, public_key TEXT NOT NULL, secret_key TEXT NOT NULL, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS seen_nonces (id TEXT PRIMARY KEY, seen_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS faults (
  prefix TEXT PRIMARY KEY, latency_ms INTEGER NOT NULL DEFAULT 0, error_rate REAL NOT NULL DEFAULT 0
);
-- Faults of one scope (the X-Sandbox-Fault-Scope header): a table of its own, so a database from
-- before scopes gets it by CREATE IF NOT EXISTS (faults' primary key cannot be altered).
CREATE TABLE IF NOT EXISTS scoped_faults (
  scope TEXT NOT NULL, prefix TEXT NOT NULL, latency_ms INTEGER NOT NULL DEFAULT 0, error_rate REAL NOT NULL DEFAULT 0,
  PRIMARY KEY (scope, prefix)
);
CREATE TABLE IF NOT EXISTS banners (
  id INTEGER PRIMARY KEY, group_name TEXT NOT NULL, title TEXT NOT NULL, sort INTEGER NOT NULL,
  linkage_type INTEGER, link_url TEXT, width INTEGER NOT NULL, height INTEGER NOT NULL,
  merchant TEXT NOT NULL DEFAULT '*'
);
CREATE TABLE IF NOT EXISTS members (
  id INTEGER PRIMARY KEY, username TEXT NOT NULL UNIQUE COLLATE NOCASE, password_hash TEXT NOT NULL,
  password_expires_at INTEGER, type INTEGER NOT NULL DEFAULT 0, nickname TEXT NOT NULL,
  upline_id INTEGER, country_dialing_code TEXT, mobile_num TEXT, email TEXT, avatar_id INTEGER NOT NULL DEFAULT 1,
  language TEXT NOT NULL DEFAULT 'PT', first_login INTEGER NOT NULL DEFAULT 1, failed_logins INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER, club_level INTEGER NOT NULL DEFAULT 1, merchant TEXT NOT NULL DEFAULT '*',
  profile TEXT NOT NULL DEFAULT '{}', created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS members_mobile ON members (country_dialing_code, mobile_num);
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY, member_id INTEGER NOT NULL, created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL, revoked_at INTEGER, merchant TEXT
);
CREATE TABLE IF NOT EXISTS game_sessions (
  session_hash TEXT PRIMARY KEY, member_id INTEGER NOT NULL, game_id INTEGER, room_id TEXT, kind TEXT NOT NULL,
  expires_at INTEGER NOT NULL, portal_session TEXT
);
CREATE TABLE IF NOT EXISTS outbox_email (
  id INTEGER PRIMARY KEY, username TEXT NOT NULL, email TEXT NOT NULL, subject TEXT NOT NULL, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS member_totp (member_id INTEGER PRIMARY KEY, secret TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS two_factor_challenges (
  id_hash TEXT PRIMARY KEY, member_id INTEGER NOT NULL, expires_at INTEGER NOT NULL, attempts INTEGER NOT NULL, closed_at INTEGER
);
CREATE TABLE IF NOT EXISTS captchas (
  sid TEXT PRIMARY KEY, code TEXT NOT NULL, expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sms_codes (
  id INTEGER PRIMARY KEY, mobile TEXT NOT NULL, purpose TEXT NOT NULL, code TEXT NOT NULL,
  created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER
);
CREATE INDEX IF NOT EXISTS sms_codes_mobile ON sms_codes (mobile, created_at);
CREATE TABLE IF NOT EXISTS sms_attempts (
  sms_id INTEGER PRIMARY KEY, wrong INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rate_events (
  name TEXT NOT NULL, subject TEXT NOT NULL, at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_events_subject ON rate_events (name, subject, at);
CREATE TABLE IF NOT EXISTS client_login_failures (
  username TEXT NOT NULL COLLATE NOCASE, client TEXT NOT NULL, count INTEGER NOT NULL, locked_until INTEGER,
  PRIMARY KEY (username, client)
);
CREATE TABLE IF NOT EXISTS two_factor_failures (
  member_id INTEGER PRIMARY KEY, count INTEGER NOT NULL, locked_until INTEGER
);
CREATE TABLE IF NOT EXISTS ledger (
  id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, wallet TEXT NOT NULL,
  amount INTEGER NOT NULL, kind TEXT NOT NULL, ref TEXT, created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS ledger_member ON ledger (member_id, wallet);
CREATE TRIGGER IF NOT EXISTS ledger_no_update BEFORE UPDATE ON ledger BEGIN SELECT RAISE(ABORT, 'ledger is append-only'); END;
CREATE TRIGGER IF NOT EXISTS ledger_no_delete BEFORE DELETE ON ledger BEGIN SELECT RAISE(ABORT, 'ledger is append-only'); END;
CREATE TABLE IF NOT EXISTS idempotency (
  member_id INTEGER NOT NULL, endpoint TEXT NOT NULL, key TEXT NOT NULL, request_hash TEXT NOT NULL,
  status INTEGER NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (member_id, endpoint, key)
);
CREATE TABLE IF NOT EXISTS vendors (
  code TEXT NOT NULL, category TEXT NOT NULL, name TEXT NOT NULL, sort INTEGER NOT NULL,
  is_hot INTEGER NOT NULL DEFAULT 0, is_game TEXT NOT NULL DEFAULT 'GAME', provider_code TEXT,
  PRIMARY KEY (code, category)
);
CREATE TABLE IF NOT EXISTS games (
  id INTEGER PRIMARY KEY, vendor TEXT NOT NULL, category TEXT NOT NULL, name TEXT NOT NULL, code TEXT NOT NULL,
  classify TEXT NOT NULL, min_bet INTEGER NOT NULL, min_line_num INTEGER NOT NULL DEFAULT 1,
  is_hot INTEGER NOT NULL DEFAULT 0, popularity INTEGER NOT NULL DEFAULT 0, sort INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS games_category ON games (category, vendor);
CREATE TABLE IF NOT EXISTS favourites (
  member_id INTEGER NOT NULL, game_id INTEGER NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (member_id, game_id)
);
CREATE TABLE IF NOT EXISTS recent_games (
  member_id INTEGER NOT NULL, game_id INTEGER NOT NULL, played_at INTEGER NOT NULL, PRIMARY KEY (member_id, game_id)
);
CREATE TABLE IF NOT EXISTS launch_tickets (
  ticket_hash TEXT PRIMARY KEY, member_id INTEGER NOT NULL, game_id INTEGER, room_id TEXT, kind TEXT NOT NULL,
  expires_at INTEGER NOT NULL, used_at INTEGER, portal_session TEXT
);
CREATE TABLE IF NOT EXISTS bets (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, game_id INTEGER, game_code TEXT NOT NULL, vendor TEXT NOT NULL,
  kind TEXT NOT NULL, stake INTEGER NOT NULL, payout INTEGER, selection TEXT, result TEXT, issue TEXT,
  status TEXT NOT NULL, created_at INTEGER NOT NULL, settled_at INTEGER
);
CREATE INDEX IF NOT EXISTS bets_member ON bets (member_id, created_at);
CREATE TABLE IF NOT EXISTS lottery_draws (
  game_code TEXT NOT NULL, issue TEXT NOT NULL, draw_time INTEGER NOT NULL, numbers TEXT NOT NULL,
  PRIMARY KEY (game_code, issue)
);
CREATE TABLE IF NOT EXISTS announcements (
  id INTEGER PRIMARY KEY, type TEXT NOT NULL, execution TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS promotions (
  id INTEGER PRIMARY KEY, category TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL,
  raffle TEXT, start_time INTEGER NOT NULL, end_time INTEGER NOT NULL, sort INTEGER NOT NULL,
  merchant TEXT NOT NULL DEFAULT '*'
);
CREATE TABLE IF NOT EXISTS raffle_claims (
  member_id INTEGER NOT NULL, promotion_id INTEGER NOT NULL, prize TEXT NOT NULL, amount INTEGER NOT NULL,
  created_at INTEGER NOT NULL, PRIMARY KEY (member_id, promotion_id)
);
CREATE TABLE IF NOT EXISTS help_articles (
  id INTEGER PRIMARY KEY, category TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL, sort INTEGER NOT NULL, slug TEXT
);
-- A help article's title and content per language (the Language header; English in help_articles).
CREATE TABLE IF NOT EXISTS help_article_texts (
  article_id INTEGER NOT NULL, language TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL,
  PRIMARY KEY (article_id, language)
);
CREATE TABLE IF NOT EXISTS countries (
  code TEXT PRIMARY KEY, dialing_code TEXT NOT NULL, name TEXT NOT NULL, sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS winners (
  id INTEGER PRIMARY KEY, user_name TEXT NOT NULL, game_name TEXT NOT NULL, vendor TEXT NOT NULL,
  amount INTEGER NOT NULL, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS points_ledger (
  id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL, amount INTEGER NOT NULL, kind TEXT NOT NULL,
  ref TEXT, created_at INTEGER NOT NULL
);
CREATE TRIGGER IF NOT EXISTS points_no_update BEFORE UPDATE ON points_ledger BEGIN SELECT RAISE(ABORT, 'points ledger is append-only'); END;
CREATE TRIGGER IF NOT EXISTS points_no_delete BEFORE DELETE ON points_ledger BEGIN SELECT RAISE(ABORT, 'points ledger is append-only'); END;
CREATE TABLE IF NOT EXISTS rewards (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, points INTEGER NOT NULL, stock INTEGER NOT NULL, sort INTEGER NOT NULL,
  category TEXT NOT NULL DEFAULT 'bonus'
);
CREATE TABLE IF NOT EXISTS redemptions (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, reward_id INTEGER NOT NULL, quantity INTEGER NOT NULL,
  points INTEGER NOT NULL, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL,
  read_at INTEGER, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS feedback (
  id INTEGER PRIMARY KEY, member_id INTEGER, content TEXT NOT NULL, contact TEXT, images INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS contracts (
  member_id INTEGER NOT NULL, kind TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (member_id, kind)
);
CREATE INDEX IF NOT EXISTS ledger_member_running ON ledger (member_id, id, amount);
CREATE INDEX IF NOT EXISTS ledger_member_time ON ledger (member_id, created_at, kind, amount);
CREATE INDEX IF NOT EXISTS ledger_member_kind ON ledger (member_id, kind, created_at, amount);
CREATE INDEX IF NOT EXISTS bets_member_settled ON bets (member_id, settled_at, status, stake, result);
CREATE INDEX IF NOT EXISTS bets_member_records ON bets (member_id, created_at, vendor, game_id, status, stake, payout, result);
CREATE TABLE IF NOT EXISTS payment_channels (
  id TEXT PRIMARY KEY, merchant TEXT NOT NULL DEFAULT '*', type TEXT NOT NULL, name TEXT NOT NULL, min INTEGER NOT NULL, max INTEGER NOT NULL,
  fee_rate REAL NOT NULL, fee_fixed INTEGER NOT NULL, fee_min INTEGER NOT NULL, quick_amounts TEXT NOT NULL,
  expiry_minutes INTEGER NOT NULL, eta_minutes INTEGER NOT NULL, sort INTEGER NOT NULL, enabled INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS merchant_secrets (merchant TEXT PRIMARY KEY, secret TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS deposit_orders (
  id TEXT PRIMARY KEY, member_id INTEGER NOT NULL, merchant TEXT NOT NULL, channel_id TEXT NOT NULL, amount INTEGER NOT NULL,
  fee INTEGER NOT NULL, status TEXT NOT NULL, pay_token TEXT NOT NULL, provider_ref TEXT, fail_reason TEXT,
  created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, paid_at INTEGER, credited_at INTEGER
);
CREATE INDEX IF NOT EXISTS deposit_orders_member ON deposit_orders (member_id, created_at);
CREATE INDEX IF NOT EXISTS deposit_orders_pending ON deposit_orders (status, expires_at);
CREATE TABLE IF NOT EXISTS payment_passwords (
  member_id INTEGER PRIMARY KEY, hash TEXT NOT NULL, failures INTEGER NOT NULL DEFAULT 0, locked_until INTEGER, updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS payout_accounts (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, type TEXT NOT NULL, holder_name TEXT NOT NULL, bank_code TEXT,
  branch TEXT, pix_key_type TEXT, number TEXT NOT NULL, created_at INTEGER NOT NULL, UNIQUE (member_id, type, number)
);
CREATE TABLE IF NOT EXISTS withdrawals (
  id TEXT PRIMARY KEY, member_id INTEGER NOT NULL, payout_account_id INTEGER NOT NULL, amount INTEGER NOT NULL, fee INTEGER NOT NULL,
  status TEXT NOT NULL, reason TEXT, created_at INTEGER NOT NULL, reviewed_at INTEGER, paid_at INTEGER, received_at INTEGER,
  received_by TEXT
);
CREATE INDEX IF NOT EXISTS withdrawals_member ON withdrawals (member_id, created_at);
CREATE INDEX IF NOT EXISTS withdrawals_status ON withdrawals (status, paid_at);
CREATE TABLE IF NOT EXISTS turnover_state (
  member_id INTEGER PRIMARY KEY, remaining INTEGER NOT NULL, counted_until INTEGER NOT NULL, cycle_required INTEGER NOT NULL
);
`;
