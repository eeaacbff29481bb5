// The floor page's build (docs/benchmarks.md "What Lighthouse's phone preset can reach"): React and
// styled-components drawing the least a casino home draws. Not named vite.config.*, so Nx infers no
// project from it. Build: npx vite build --config tools/scripts/bench-floor/floor.vite.mjs
// Measure: npm run bench:web -- --mobile --no-build --only / --dist dist/bench-floor
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  oxc: { jsx: { runtime: 'automatic' } },
  build: { outDir: fileURLToPath(new URL('../../../dist/bench-floor', import.meta.url)), emptyOutDir: true },
});
