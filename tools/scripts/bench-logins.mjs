#!/usr/bin/env node
// bench:logins — event-loop blocking of logins at the served scrypt cost (see apps/sandbox-gateway/src/bench/bench-logins.ts).
import { spawn } from 'node:child_process';

const child = spawn(
  'npx',
  ['tsx', '--tsconfig', 'apps/sandbox-gateway/tsconfig.json', 'apps/sandbox-gateway/src/bench/bench-logins.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
child.on('exit', (code) => process.exit(code ?? 0));
