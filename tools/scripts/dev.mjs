#!/usr/bin/env node
// `npm start`: the sandbox gateway (GATEWAY_PORT, default 3100) and the PT portal dev server
// (PORT, default 4200) proxying /wps and /lgw to the gateway (or to PORTAL_API_TARGET).
// One command, both processes; Ctrl-C (or either process dying) stops both.
import { spawn } from 'node:child_process';

const gatewayPort = process.env.GATEWAY_PORT ?? '3100';
const portalPort = process.env.PORT ?? '4200';
const brand = process.env.BRAND ?? 'pt';
// 127.0.0.1, not localhost: the gateway listens on loopback IPv4 only (GATEWAY_HOST), and localhost may resolve to ::1 first.
const apiTarget = process.env.PORTAL_API_TARGET ?? `http://127.0.0.1:${gatewayPort}`;
const env = {
  ...process.env,
  GATEWAY_PORT: gatewayPort,
  PORT: portalPort,
  PORTAL_API_TARGET: apiTarget,
  // Development: the brand's dev server names its merchant in the Merchant header (a server takes it
  // from the host, GATEWAY_MERCHANT_HOSTS); the portal is the one site that may frame the payment simulator.
  GATEWAY_MERCHANT_HEADER: process.env.GATEWAY_MERCHANT_HEADER ?? 'on',
  GATEWAY_PORTAL_ORIGINS: process.env.GATEWAY_PORTAL_ORIGINS ?? `http://localhost:${portalPort}`,
};

const children = [];
let stopping = false;

function run(name, command, args) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env, detached: false });
  const prefix = (line) => `[${name}] ${line}`;
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix(line)}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    process.stdout.write(prefix(`exited (${signal ?? code})\n`));
    stop(code ?? 0);
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
  Promise.all(children.map((child) => (child.exitCode !== null ? null : new Promise((resolve) => child.on('exit', resolve))))).then(() => process.exit(code));
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const usesSandbox = !process.env.PORTAL_API_TARGET;
if (usesSandbox) {
  run('gateway', 'npx', ['tsx', '--tsconfig', 'apps/sandbox-gateway/tsconfig.json', 'apps/sandbox-gateway/src/main.ts']);
}
run('portal', 'npx', ['vite', '--config', `apps/portal-brand-${brand}/vite.config.ts`, '--port', portalPort, '--strictPort']);
process.stdout.write(
  `Portal: http://localhost:${portalPort}  (API: ${apiTarget}${usesSandbox ? `, sandbox gateway; game and chat pages on port ${Number(gatewayPort) + 1}` : ''}). Ctrl-C stops everything.\n`,
);
