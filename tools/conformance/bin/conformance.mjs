#!/usr/bin/env node
/* global process, URL */
// `npm run conformance -- --platform <url> --merchant <code> …` (docs/platform-contract.md).
// The kit is TypeScript that reads the portal's own message map (Lingui macros, .po catalogs), so it
// runs through Vite's module runner with the kit's Vite config: compiled as the portal compiles it.
import { fileURLToPath } from 'node:url';
import { createServer, createServerModuleRunner, runnerImport } from 'vite';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
let server;
try {
  const config = (await runnerImport(here('../vite.config.ts'))).module.default;
  server = await createServer({
    ...config,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  const { main } = await runner.import(here('../src/cli.ts'));
  process.exitCode = await main(process.argv.slice(2), process.env, { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd() });
} catch (error) {
  // The kit's own failure (not the platform's): still one line, never a stack trace.
  process.stderr.write(`conformance: could not run the kit: ${error?.message ?? error}\n`);
  process.exitCode = 2;
} finally {
  await server?.close();
}
