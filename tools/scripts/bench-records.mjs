#!/usr/bin/env node
// bench:records — times the record queries of a member with 100,000 bets (see apps/sandbox-gateway/src/bench/bench-records.ts).
import { spawn } from 'node:child_process';

const child = spawn(
  'npx',
  ['tsx', '--tsconfig', 'apps/sandbox-gateway/tsconfig.json', 'apps/sandbox-gateway/src/bench/bench-records.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
child.on('exit', (code) => process.exit(code ?? 0));
