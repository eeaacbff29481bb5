import Database from 'better-sqlite3';
import { ABUSE_SCHEMA_SQL } from './abuse-schema';
import { ACCOUNT_SCHEMA_SQL } from './account-schema';
import { AUTH_SCHEMA_SQL } from './auth-schema';
import { AGENT_SCHEMA_SQL, backfillAgentTables } from './agent-schema';
import { POINTS_SCHEMA_SQL } from './points-schema';
import { RG_SCHEMA_SQL } from './rg-schema';
import { ADDED_COLUMNS, SCHEMA_SQL } from './schema';
import { REWARDS_SCHEMA_SQL } from './rewards-schema';
import { TEAM_STATS_SCHEMA_SQL, backfillTeamStats } from './team-stats-schema';

export type Db = Database.Database;

/** Opens (or creates) the gateway database and makes sure every table exists. */
export function openDatabase(path: string): Db {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA_SQL);
  addMissingColumns(db);
  db.exec(AGENT_SCHEMA_SQL);
  db.exec(REWARDS_SCHEMA_SQL);
  backfillAgentTables(db);
  db.exec(POINTS_SCHEMA_SQL);
  db.exec(ACCOUNT_SCHEMA_SQL);
  db.exec(RG_SCHEMA_SQL);
  db.exec(TEAM_STATS_SCHEMA_SQL);
  db.exec(ABUSE_SCHEMA_SQL);
  db.exec(AUTH_SCHEMA_SQL);
  backfillTeamStats(db);
  return db;
}

/** A database kept from before a column was added (`.data/`) gets it, with its default. */
function addMissingColumns(db: Db): void {
  for (const [table, column, definition] of ADDED_COLUMNS) {
    const columns = db.prepare<unknown[], { name: string }>(`PRAGMA table_info("${table}")`).all();
    if (!columns.some((c) => c.name === column)) db.exec(`ALTER TABLE "${table}" ADD COLUMN "${column}" ${definition}`);
  }
}

/**
 * Drops every table (triggers go with them) and recreates the empty schema. The encryption key
 * pair is kept, so clients holding the published key keep working across a reset.
 */
export function dropAll(db: Db, keep: readonly string[] = ['encryption_keys']): void {
  const tables = db
    .prepare<unknown[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all()
    .filter(({ name }) => !keep.includes(name));
  db.pragma('foreign_keys = OFF');
  db.transaction(() => {
    for (const { name } of tables) db.exec(`DROP TABLE IF EXISTS "${name}"`);
  })();
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA_SQL);
  db.exec(AGENT_SCHEMA_SQL);
  db.exec(POINTS_SCHEMA_SQL);
  db.exec(REWARDS_SCHEMA_SQL);
  db.exec(ACCOUNT_SCHEMA_SQL);
  db.exec(RG_SCHEMA_SQL);
  db.exec(TEAM_STATS_SCHEMA_SQL);
  db.exec(ABUSE_SCHEMA_SQL);
  db.exec(AUTH_SCHEMA_SQL);
}

/** Reads a JSON value from the `kv` table; `scope` is a merchant code or '*' for global. */
export function getSetting<T>(db: Db, key: string, fallback: T, scope = '*'): T {
  const row = db.prepare<unknown[], { value: string }>('SELECT value FROM kv WHERE scope = ? AND key = ?').get(scope, key);
  return row ? (JSON.parse(row.value) as T) : fallback;
}

export function setSetting(db: Db, key: string, value: unknown, scope = '*'): void {
  db.prepare('INSERT INTO kv (scope, key, value) VALUES (?, ?, ?) ON CONFLICT (scope, key) DO UPDATE SET value = excluded.value').run(
    scope,
    key,
    JSON.stringify(value),
  );
}

/** Runs `fn` in an IMMEDIATE transaction (the write lock up front), or as a savepoint when already in one. */
export function immediate<T>(db: Db, fn: () => T): T {
  const tx = db.transaction(fn);
  return db.inTransaction ? tx() : tx.immediate();
}
