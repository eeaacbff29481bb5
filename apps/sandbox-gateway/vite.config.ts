import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { builtinModules } from 'node:module';
import { defineConfig } from 'vitest/config';
import { workspaceAliases, workspaceRoot } from '../../tools/vite/config';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));

/** Node build of the gateway: one ESM file; npm packages stay external (installed beside it). */
export default defineConfig({
  root: projectRoot,
  resolve: { alias: workspaceAliases() },
  build: {
    ssr: join(projectRoot, 'src/main.ts'),
    outDir: join(workspaceRoot, 'dist/apps/sandbox-gateway'),
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: {
      external: (id: string) => builtinModules.includes(id) || id.startsWith('node:') || (/^[a-z@]/.test(id) && !id.startsWith('@portal/')),
    },
  },
  test: {
    root: projectRoot,
    environment: 'node',
    include: ['src/**/*.{test,spec}.ts'],
    testTimeout: 30000,
    // A suite's first harness seeds the template database: seconds on a loaded machine.
    hookTimeout: 30000,
    pool: 'forks',
  },
});
