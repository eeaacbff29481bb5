import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { reactPlugins, workspaceAliases } from '../vite/config.ts';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The conformance kit runs in Node through Vite's module runner (bin/conformance.mjs) and Vitest:
 * the portal's message map is written with Lingui macros and its catalogs are `.po` files, which
 * compile the same way as in the portal (tools/vite/config.ts).
 */
export default defineConfig({
  root: projectRoot,
  plugins: reactPlugins(),
  resolve: { alias: workspaceAliases() },
  logLevel: 'warn',
  test: {
    root: projectRoot,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
