#!/usr/bin/env node
// Team benchmark: runs tools/scripts/bench-team.ts (TypeScript, the gateway's own modules) with tsx.
// An agent with 10,000 downline members in 4 levels and 1,000,000 bets; p50/p99 of team overview,
// team management page 1 and user P&L for a month. Options: --runs 40 --bets 1000000.
import { spawn } from 'node:child_process';

const child = spawn('npx', ['tsx', '--tsconfig', 'apps/sandbox-gateway/tsconfig.json', 'tools/scripts/bench-team.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 1));
