import { DEFAULT_WEAK_PASSWORD } from '@portal/api-contract';
import { seedPasswordHash } from './seed-passwords';
import { insertMember, TRIAL_TYPE } from '../domain/members';
import { enableTwoFactor } from '../domain/two-factor';
import { seedPaymentPassword } from '../domain/payment-password';
import { postEntries } from '../domain/wallet';
import { seedMoneyHistory } from './money-history';
import type { GatewayContext } from '../core/context';

/** Demo accounts (documented in docs/sandbox-gateway.md). */
export const DEMO_ACCOUNTS = {
  member: { username: 'demo', password: 'demo1234', mobile: ['+55', '11999990001'] as const },
  agent: { username: 'agent', password: 'agent1234', affiliateCode: 'AGENT01' },
  agent2: { username: 'agent2', password: 'agent1234' },
  agent41: { username: 'agent41', password: 'agent1234' },
  agent42: { username: 'agent42', password: 'agent1234' },
  trial: { username: 'trial', password: 'trial1234' },
  weak: { username: 'weak', password: DEFAULT_WEAK_PASSWORD },
  expired: { username: 'expired', password: 'expired1234' },
  /** 2FA on (TOTP); the current code: GET /sandbox/2fa/code?username=secure (operator key). */
  secure: { username: 'secure', password: 'secure1234' },
  downline: ['player1', 'player2', 'player3'],
} as const;

const DAY = 24 * 60 * 60 * 1000;

export function seedMembers(gw: GatewayContext): void {
  const now = gw.now();
  const hash = seedPasswordHash;
  const credit = (id: number, cents: number, kind = 'deposit', wallet = 'MAIN') => postEntries(gw, id, [{ wallet, amount: cents, kind }]);

  const demo = insertMember(gw, {
    username: DEMO_ACCOUNTS.member.username,
    passwordHash: hash(DEMO_ACCOUNTS.member.password),
    nickname: 'Demo Player',
    countryDialingCode: DEMO_ACCOUNTS.member.mobile[0],
    mobileNum: DEMO_ACCOUNTS.member.mobile[1],
    email: 'demo@example.com',
    clubLevel: 3,
  });
  // 90 days of deposits, bets and withdrawals (the records pages), then the starting balance.
  seedMoneyHistory(gw, demo, { days: 90, betsPerDay: 20, openItems: true });
  seedPaymentPassword(gw, demo, hash('123456'));
  credit(demo, 10_000_00);
  credit(demo, 250_00, 'deposit', 'PG');

  const agent = insertMember(gw, {
    username: DEMO_ACCOUNTS.agent.username,
    passwordHash: hash(DEMO_ACCOUNTS.agent.password),
    type: 1,
    nickname: 'Top Agent',
    countryDialingCode: '+55',
    mobileNum: '11999990002',
    email: 'agent@example.com',
    clubLevel: 5,
    firstLogin: false,
    profile: { affiliateCode: DEMO_ACCOUNTS.agent.affiliateCode },
  });
  credit(agent, 50_000_00);
  for (const [account, type] of [
    [DEMO_ACCOUNTS.agent2, 2],
    [DEMO_ACCOUNTS.agent41, 41],
    [DEMO_ACCOUNTS.agent42, 42],
  ] as const) {
    const id = insertMember(gw, {
      username: account.username,
      passwordHash: hash(account.password),
      type,
      uplineId: agent,
      firstLogin: false,
      profile: { affiliateCode: account.username.toUpperCase() },
    });
    credit(id, 5_000_00);
  }
  DEMO_ACCOUNTS.downline.forEach((username, i) => {
    const id = insertMember(gw, { username, passwordHash: hash('player1234'), uplineId: agent, firstLogin: false });
    credit(id, (i + 1) * 300_00);
  });

  const trial = insertMember(gw, {
    username: DEMO_ACCOUNTS.trial.username,
    passwordHash: hash(DEMO_ACCOUNTS.trial.password),
    type: TRIAL_TYPE,
    nickname: 'Trial',
    firstLogin: false,
  });
  credit(trial, 2_000_00, 'trial_credit');

  const weak = insertMember(gw, { username: DEMO_ACCOUNTS.weak.username, passwordHash: hash(DEMO_ACCOUNTS.weak.password), firstLogin: false });
  credit(weak, 100_00);
  const expired = insertMember(gw, {
    username: DEMO_ACCOUNTS.expired.username,
    passwordHash: hash(DEMO_ACCOUNTS.expired.password),
    passwordExpiresAt: now - DAY,
    firstLogin: false,
  });
  credit(expired, 100_00);
  const secure = insertMember(gw, {
    username: DEMO_ACCOUNTS.secure.username,
    passwordHash: hash(DEMO_ACCOUNTS.secure.password),
    nickname: 'Secure Player',
    firstLogin: false,
  });
  enableTwoFactor(gw, secure);
  credit(secure, 500_00);

  // Platform messages (2 unread for demo) and points.
  const message = gw.db.prepare('INSERT INTO messages (member_id, title, content, read_at, created_at) VALUES (?, ?, ?, ?, ?)');
  message.run(demo, 'Welcome to the sandbox', '<p>Your demo account is ready. Have fun!</p>', now - 3 * DAY, now - 3 * DAY);
  message.run(demo, 'Deposit bonus credited', '<p>We credited <b>10,000.00</b> to your wallet.</p>', null, now - DAY);
  message.run(demo, 'New games this week', '<p>Check the RNG lobby for 30 new titles.</p>', null, now - 3600_000);
  const points = gw.db.prepare('INSERT INTO points_ledger (member_id, amount, kind, ref, created_at) VALUES (?, ?, ?, ?, ?)');
  points.run(demo, 5000, 'seed', null, now);
  points.run(agent, 20000, 'seed', null, now);
}
