import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = fileURLToPath(new URL('../../../..', import.meta.url));
export const OPERATOR_KEY = 'conformance-test-operator-key';

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RunningGateway {
  url: string;
  operator(method: string, path: string, body?: unknown): Promise<{ success: boolean; value: unknown }>;
  stop(): Promise<void>;
}

/**
 * The sandbox gateway as `npm start` runs it (apps/sandbox-gateway/src/main.ts), on free ports and a
 * fresh temporary database, with the e2e run's password cost: the kit talks to it over HTTP.
 */
export async function startSandboxGateway(): Promise<RunningGateway> {
  const dir = mkdtempSync(join(tmpdir(), 'conformance-gw-'));
  const [port, framePort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(
    process.execPath,
    [join(workspaceRoot, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'apps/sandbox-gateway/tsconfig.json', 'apps/sandbox-gateway/src/main.ts'],
    {
      cwd: workspaceRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        GATEWAY_PORT: String(port),
        GATEWAY_FRAME_PORT: String(framePort),
        GATEWAY_DB: join(dir, 'gateway.db'),
        GATEWAY_MERCHANT_HEADER: 'on',
        GATEWAY_PASSWORD_COST_LOG2: '10',
        SANDBOX_OPERATOR_KEY: OPERATOR_KEY,
      },
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 50_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the sandbox gateway exited: ${output}`);
    }
    try {
      if ((await fetch(`${url}/wps/system/status`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the sandbox gateway did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop,
    operator: async (method, path, body) => {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: { 'X-Operator-Key': OPERATOR_KEY, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as { success: boolean; value: unknown };
    },
  };
}
