#!/usr/bin/env node
// Starts the sandbox gateway for an e2e run on a fresh database (tmp/e2e/gateway.db).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';

// Every journey runs from one client (127.0.0.1): per-client limits wide enough for the whole suite.
// The limits themselves are tested by the gateway's Vitest security suite.
const wide = { max: 100_000, windowMs: 60_000 };
const E2E_LIMITS = JSON.stringify(
  Object.fromEntries(
    [
      'smsPerClient',
      'smsPerNumber',
      'twoFactorChallenges',
      'loginPerClient',
      'registerPerClient',
      'freePlayPerClient',
      'captchaPerClient',
      'resetEmailPerClient',
      'resetEmailPerAccount',
      'downlinePerAgent',
      // Every journey's member registers from this one client and binds the same PIX key: each is
      // another person, so each gets its bonuses, and one's self-exclusion is not another's
      // (docs/product/abuse-policy.md "One person, many accounts").
      'signupBonusPerClient',
      'signupBonusPerDevice',
      'signupBonusPerMobile',
      'signupBonusPerEmail',
      'signupBonusPerPayoutAccount',
    ].map((name) => [name, wide]),
  ),
);

const dir = `tmp/e2e-${process.env.GATEWAY_PORT ?? '3199'}`;
mkdirSync(dir, { recursive: true });
for (const suffix of ['', '-wal', '-shm']) rmSync(`${dir}/gateway.db${suffix}`, { force: true });
const child = spawn('npx', ['tsx', '--tsconfig', 'apps/sandbox-gateway/tsconfig.json', 'apps/sandbox-gateway/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    GATEWAY_DB: `${dir}/gateway.db`,
    SANDBOX_LIMITS: process.env.SANDBOX_LIMITS ?? E2E_LIMITS,
    // The journeys and the brand smoke run every brand's build against this one gateway on
    // 127.0.0.1, each naming its merchant in the Merchant header: the development flag (a server
    // takes the merchant from the host, GATEWAY_MERCHANT_HOSTS).
    GATEWAY_MERCHANT_HEADER: process.env.GATEWAY_MERCHANT_HEADER ?? 'on',
    // The journeys register and log in some 300 accounts and sessions: at the production cost
    // (scrypt 2^17, about 0.8 s of a core each here) that was minutes of the run's CPU. The cost
    // itself is measured by bench:logins and the unit tests; the journeys test the flows.
    GATEWAY_PASSWORD_COST_LOG2: process.env.GATEWAY_PASSWORD_COST_LOG2 ?? '12',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
