#!/usr/bin/env node
// Starts the sandbox gateway for an e2e run on a fresh database (tmp/e2e/gateway.db).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';

const dir = `tmp/e2e-${process.env.GATEWAY_PORT ?? '3199'}`;
mkdirSync(dir, { recursive: true });
for (const suffix of ['', '-wal', '-shm']) rmSync(`${dir}/gateway.db${suffix}`, { force: true });
const child = spawn('npx', ['tsx', '--tsconfig', 'apps/sandbox-gateway/tsconfig.json', 'apps/sandbox-gateway/src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, GATEWAY_DB: `${dir}/gateway.db` },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
