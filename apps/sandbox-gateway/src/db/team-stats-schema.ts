import { DAY_MS, PLATFORM_UTC_OFFSET_MINUTES } from '@portal/api-contract';
import type { Db } from './database';

/** Ledger kinds counted as the team's deposits and withdrawals (the same as the overview's raw queries). */
export const TEAM_DEPOSIT_KINDS = ['deposit'] as const;
export const TEAM_WITHDRAWAL_KINDS = ['withdrawal'] as const;
/** Ledger kinds counted as bonuses and rebates in the agents' profit and loss. */
export const TEAM_BONUS_KINDS = ['bonus', 'signup_bonus', 'raffle', 'promotion'] as const;
export const TEAM_REBATE_KINDS = ['rebate'] as const;

const OFFSET_MS = PLATFORM_UTC_OFFSET_MINUTES * 60_000;
/** The platform day (days since the epoch, platform time zone) of a ms column, as SQL. */
export const platformDaySql = (column: string) => `CAST((${column} + ${OFFSET_MS}) / ${DAY_MS} AS INTEGER)`;
/** The platform day number of a moment (the same as `platformDaySql`). */
export const platformDayOf = (ms: number) => Math.floor((ms + OFFSET_MS) / DAY_MS);
/** 00:00 of a platform day number, in ms. */
export const platformDayStartMs = (day: number) => day * DAY_MS - OFFSET_MS;

const list = (kinds: readonly string[]) => kinds.map((k) => `'${k}'`).join(', ');
const DEPOSITS = list(TEAM_DEPOSIT_KINDS);
const WITHDRAWALS = list(TEAM_WITHDRAWAL_KINDS);
const TEAM_MONEY_KINDS = `${DEPOSITS}, ${WITHDRAWALS}`;
const BONUSES = list(TEAM_BONUS_KINDS);
const REBATES = list(TEAM_REBATE_KINDS);
const PNL_KINDS = `${TEAM_MONEY_KINDS}, ${BONUSES}, ${REBATES}`;

/** Adds one settled bet (`NEW`) to the profit-and-loss day rows of the member and every ancestor. */
const addSettledBetPnl = (day: string) => `
  INSERT INTO team_day_pnl (ancestor_id, day, stakes, payouts)
    SELECT t.ancestor_id, ${day}, NEW.stake, COALESCE(NEW.payout, 0) FROM member_tree t WHERE t.descendant_id = NEW.member_id
  ON CONFLICT (ancestor_id, day) DO UPDATE SET stakes = stakes + excluded.stakes, payouts = payouts + excluded.payouts;`;

/** The profit-and-loss figures of one ledger entry (`e`), as the columns of team_day_pnl. */
const pnlMoneyColumns = (e: string) => `
  CASE WHEN ${e}.kind IN (${DEPOSITS}) THEN ${e}.amount ELSE 0 END,
  CASE WHEN ${e}.kind IN (${WITHDRAWALS}) THEN -${e}.amount ELSE 0 END,
  CASE WHEN ${e}.kind IN (${BONUSES}) THEN ${e}.amount ELSE 0 END,
  CASE WHEN ${e}.kind IN (${REBATES}) THEN ${e}.amount ELSE 0 END`;

/** Adds one settled bet (`NEW`) to the day rows of every ancestor of its member, then marks the member active that day. */
const addSettledBet = (day: string) => `
  INSERT INTO team_day_stats (ancestor_id, day, depth, active, bets, turnover, payouts)
    SELECT t.ancestor_id, ${day}, t.depth,
           NOT EXISTS (SELECT 1 FROM member_active_day a WHERE a.member_id = NEW.member_id AND a.day = ${day}),
           1, NEW.stake, COALESCE(NEW.payout, 0)
    FROM member_tree t WHERE t.descendant_id = NEW.member_id AND t.depth >= 1
  ON CONFLICT (ancestor_id, day, depth) DO UPDATE SET
    active = active + excluded.active, bets = bets + 1, turnover = turnover + excluded.turnover, payouts = payouts + excluded.payouts;
  INSERT OR IGNORE INTO member_active_day (member_id, day) VALUES (NEW.member_id, ${day});`;

/**
 * The team rollup (docs/product/agent-centre.md, "Team overview at scale"): one row per agent,
 * platform day and depth below it with the team's active members, settled bets, turnover, payouts,
 * deposits and withdrawals of that day; which members bet on which platform day; each member's
 * first deposit. Triggers keep them in the same transaction as the write they count: a bet
 * inserted settled (slots) or settled later (lottery), a deposit or withdrawal ledger entry. The
 * team overview reads a month as ~30 rows per depth instead of the team's bets.
 */
export const TEAM_STATS_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS team_day_stats (
  ancestor_id INTEGER NOT NULL, day INTEGER NOT NULL, depth INTEGER NOT NULL,
  active INTEGER NOT NULL DEFAULT 0, bets INTEGER NOT NULL DEFAULT 0, turnover INTEGER NOT NULL DEFAULT 0, payouts INTEGER NOT NULL DEFAULT 0,
  deposits INTEGER NOT NULL DEFAULT 0, deposit_count INTEGER NOT NULL DEFAULT 0,
  withdrawals INTEGER NOT NULL DEFAULT 0, withdrawal_count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (ancestor_id, day, depth)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS team_day_pnl (
  ancestor_id INTEGER NOT NULL, day INTEGER NOT NULL,
  stakes INTEGER NOT NULL DEFAULT 0, payouts INTEGER NOT NULL DEFAULT 0, deposits INTEGER NOT NULL DEFAULT 0,
  withdrawals INTEGER NOT NULL DEFAULT 0, bonuses INTEGER NOT NULL DEFAULT 0, rebates INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (ancestor_id, day)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS member_active_day (member_id INTEGER NOT NULL, day INTEGER NOT NULL, PRIMARY KEY (member_id, day)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS member_first_deposit (member_id INTEGER PRIMARY KEY, created_at INTEGER NOT NULL, amount INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS member_first_deposit_time ON member_first_deposit (created_at);
CREATE TRIGGER IF NOT EXISTS bets_team_day_insert AFTER INSERT ON bets WHEN NEW.status = 'settled' BEGIN
  ${addSettledBet(platformDaySql('NEW.created_at'))}
END;
CREATE TRIGGER IF NOT EXISTS bets_team_day_settle AFTER UPDATE OF status ON bets WHEN NEW.status = 'settled' AND OLD.status IS NOT 'settled' BEGIN
  ${addSettledBet(platformDaySql('NEW.created_at'))}
END;
CREATE TRIGGER IF NOT EXISTS ledger_team_day AFTER INSERT ON ledger WHEN NEW.kind IN (${TEAM_MONEY_KINDS}) BEGIN
  INSERT INTO team_day_stats (ancestor_id, day, depth, deposits, deposit_count, withdrawals, withdrawal_count)
    SELECT t.ancestor_id, ${platformDaySql('NEW.created_at')}, t.depth,
           CASE WHEN NEW.kind IN (${DEPOSITS}) THEN NEW.amount ELSE 0 END, NEW.kind IN (${DEPOSITS}),
           CASE WHEN NEW.kind IN (${WITHDRAWALS}) THEN -NEW.amount ELSE 0 END, NEW.kind IN (${WITHDRAWALS})
    FROM member_tree t WHERE t.descendant_id = NEW.member_id AND t.depth >= 1
  ON CONFLICT (ancestor_id, day, depth) DO UPDATE SET
    deposits = deposits + excluded.deposits, deposit_count = deposit_count + excluded.deposit_count,
    withdrawals = withdrawals + excluded.withdrawals, withdrawal_count = withdrawal_count + excluded.withdrawal_count;
END;
CREATE TRIGGER IF NOT EXISTS bets_team_pnl_insert AFTER INSERT ON bets WHEN NEW.status = 'settled' BEGIN
  ${addSettledBetPnl(platformDaySql('NEW.created_at'))}
END;
CREATE TRIGGER IF NOT EXISTS bets_team_pnl_settle AFTER UPDATE OF status ON bets WHEN NEW.status = 'settled' AND OLD.status IS NOT 'settled' BEGIN
  ${addSettledBetPnl(platformDaySql('NEW.created_at'))}
END;
CREATE TRIGGER IF NOT EXISTS ledger_team_pnl AFTER INSERT ON ledger WHEN NEW.kind IN (${PNL_KINDS}) BEGIN
  INSERT INTO team_day_pnl (ancestor_id, day, deposits, withdrawals, bonuses, rebates)
    SELECT t.ancestor_id, ${platformDaySql('NEW.created_at')}, ${pnlMoneyColumns('NEW')}
    FROM member_tree t WHERE t.descendant_id = NEW.member_id
  ON CONFLICT (ancestor_id, day) DO UPDATE SET deposits = deposits + excluded.deposits, withdrawals = withdrawals + excluded.withdrawals,
    bonuses = bonuses + excluded.bonuses, rebates = rebates + excluded.rebates;
END;
CREATE TRIGGER IF NOT EXISTS ledger_first_deposit AFTER INSERT ON ledger WHEN NEW.kind IN (${DEPOSITS}) BEGIN
  INSERT INTO member_first_deposit (member_id, created_at, amount) VALUES (NEW.member_id, NEW.created_at, NEW.amount)
  ON CONFLICT (member_id) DO UPDATE SET created_at = excluded.created_at, amount = excluded.amount WHERE excluded.created_at < created_at;
END;
`;

/** The triggers above, by name (a bulk import drops them and calls `rebuildTeamStats` after). */
export const TEAM_STATS_TRIGGERS = [
  'bets_team_day_insert',
  'bets_team_day_settle',
  'ledger_team_day',
  'bets_team_pnl_insert',
  'bets_team_pnl_settle',
  'ledger_team_pnl',
  'ledger_first_deposit',
] as const;

/**
 * Recomputes the rollup from the bets, the ledger and the tree in a few set-based statements: for
 * a database written before the rollup existed, and after a bulk import that ran without the triggers.
 */
export function rebuildTeamStats(db: Db): void {
  const day = (column: string) => platformDaySql(column);
  db.transaction(() => {
    db.exec(`
      DELETE FROM team_day_stats; DELETE FROM team_day_pnl; DELETE FROM member_active_day; DELETE FROM member_first_deposit;
      INSERT INTO member_active_day (member_id, day) SELECT DISTINCT member_id, ${day('created_at')} FROM bets WHERE status = 'settled';
      INSERT INTO team_day_stats (ancestor_id, day, depth, active, bets, turnover, payouts)
        SELECT t.ancestor_id, md.day, t.depth, COUNT(*), SUM(md.bets), SUM(md.turnover), SUM(md.payouts)
        FROM (SELECT member_id, ${day('created_at')} AS day, COUNT(*) AS bets, SUM(stake) AS turnover, SUM(COALESCE(payout, 0)) AS payouts
              FROM bets WHERE status = 'settled' GROUP BY member_id, day) md
        JOIN member_tree t ON t.descendant_id = md.member_id AND t.depth >= 1
        GROUP BY t.ancestor_id, md.day, t.depth;
      INSERT INTO team_day_stats (ancestor_id, day, depth, deposits, deposit_count, withdrawals, withdrawal_count)
        SELECT t.ancestor_id, md.day, t.depth, SUM(md.deposits), SUM(md.deposit_count), SUM(md.withdrawals), SUM(md.withdrawal_count)
        FROM (SELECT member_id, ${day('created_at')} AS day,
                     SUM(CASE WHEN kind IN (${DEPOSITS}) THEN amount ELSE 0 END) AS deposits, SUM(kind IN (${DEPOSITS})) AS deposit_count,
                     SUM(CASE WHEN kind IN (${WITHDRAWALS}) THEN -amount ELSE 0 END) AS withdrawals, SUM(kind IN (${WITHDRAWALS})) AS withdrawal_count
              FROM ledger WHERE kind IN (${TEAM_MONEY_KINDS}) GROUP BY member_id, day) md
        JOIN member_tree t ON t.descendant_id = md.member_id AND t.depth >= 1
        WHERE true
        GROUP BY t.ancestor_id, md.day, t.depth
      ON CONFLICT (ancestor_id, day, depth) DO UPDATE SET
        deposits = excluded.deposits, deposit_count = excluded.deposit_count, withdrawals = excluded.withdrawals, withdrawal_count = excluded.withdrawal_count;
      INSERT INTO member_first_deposit (member_id, created_at, amount)
        SELECT member_id, MIN(created_at), amount FROM ledger WHERE kind IN (${DEPOSITS}) GROUP BY member_id;
      INSERT INTO team_day_pnl (ancestor_id, day, stakes, payouts, deposits, withdrawals, bonuses, rebates)
        SELECT t.ancestor_id, md.day, SUM(md.stakes), SUM(md.payouts), SUM(md.deposits), SUM(md.withdrawals), SUM(md.bonuses), SUM(md.rebates)
        FROM (
          SELECT member_id, day, SUM(stakes) AS stakes, SUM(payouts) AS payouts, SUM(deposits) AS deposits,
                 SUM(withdrawals) AS withdrawals, SUM(bonuses) AS bonuses, SUM(rebates) AS rebates
          FROM (
            SELECT member_id, ${day('created_at')} AS day, stake AS stakes, COALESCE(payout, 0) AS payouts, 0 AS deposits, 0 AS withdrawals, 0 AS bonuses, 0 AS rebates
              FROM bets WHERE status = 'settled'
            UNION ALL
            SELECT l.member_id, ${day('l.created_at')}, 0, 0, ${pnlMoneyColumns('l')} FROM ledger l WHERE l.kind IN (${PNL_KINDS})
          ) GROUP BY member_id, day
        ) md
        JOIN member_tree t ON t.descendant_id = md.member_id
        GROUP BY t.ancestor_id, md.day;`);
  })();
}

const VOIDED_REFUNDS_KEY = 'migration.voidRefundedBets';

/**
 * A lottery bet whose draw never came is void (its stake refunded), so it is no turnover. A database
 * written before that kept such bets as settled: they are made void once and the rollup is rebuilt
 * without them. Returns whether it rebuilt.
 */
function voidRefundedBets(db: Db): boolean {
  if (db.prepare("SELECT 1 FROM kv WHERE scope = '*' AND key = ?").get(VOIDED_REFUNDS_KEY)) return false;
  const changed = db.transaction(() => {
    const n = db.prepare("UPDATE bets SET status = 'void' WHERE status = 'settled' AND result = 'refund'").run().changes;
    db.prepare("INSERT OR IGNORE INTO kv (scope, key, value) VALUES ('*', ?, 'true')").run(VOIDED_REFUNDS_KEY);
    return n;
  })();
  if (changed > 0) rebuildTeamStats(db);
  return changed > 0;
}

/** A database kept from before the rollup (`.data/`): fills it once when it is empty and there are bets or deposits. */
export function backfillTeamStats(db: Db): void {
  if (voidRefundedBets(db)) return;
  // team_day_pnl came after team_day_stats: a database with the one but not the other is rebuilt once.
  const empty =
    db
      .prepare(
        'SELECT NOT EXISTS (SELECT 1 FROM team_day_pnl) OR (NOT EXISTS (SELECT 1 FROM team_day_stats) AND NOT EXISTS (SELECT 1 FROM member_first_deposit))',
      )
      .pluck()
      .get() === 1;
  if (!empty) return;
  const hasData = db
    .prepare(`SELECT EXISTS (SELECT 1 FROM bets WHERE status = 'settled') OR EXISTS (SELECT 1 FROM ledger WHERE kind IN (${PNL_KINDS}))`)
    .pluck()
    .get();
  if (hasData === 1) rebuildTeamStats(db);
}
