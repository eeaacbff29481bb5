import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * What a brand's production build takes instead of a package's default entry (docs/product/performance.md):
 * - react-router publishes a production build beside its development one but names only the
 *   development build in its package exports (7.18), so a brand build would ship its dev-only checks
 *   and warnings (0.5 KB gzip at start);
 * - stylis without its vendor prefixer (`shims/stylis.js`), which styled-components only runs when
 *   asked to prefix, and the portal never asks (1.5 KB);
 * - zod without its JIT (`shims/zod.js`), which the portal's content security policy forbids anyway.
 * The dev server and the tests keep the packages as published. Also used by the bundle floor
 * (tools/scripts/bundle-floor.mjs), so the floor is measured with the same package entries.
 * @returns {import('vite').Plugin}
 */
export function productionBuildAliases() {
  const router = join(workspaceRoot, 'node_modules/react-router/dist/production');
  return {
    name: 'portal:production-build-aliases',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(router, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(router, 'dom-export.mjs') },
          { find: /^stylis$/, replacement: join(workspaceRoot, 'tools/vite/shims/stylis.js') },
          { find: /^zod$/, replacement: join(workspaceRoot, 'tools/vite/shims/zod.js') },
        ],
      },
    }),
  };
}
