/// <reference types="vitest/config" />
/**
 * Shared Vite/Vitest configuration for every browser project of the workspace.
 *
 * - React through @vitejs/plugin-react (Oxc), Lingui macros through Babel
 *   (@rolldown/plugin-babel, see the README's "Toolchain") and `.po` catalog imports through
 *   @lingui/vite-plugin, so apps, libraries, Vitest and Storybook compile the same way.
 * - Workspace aliases (`@portal/*`) come from tsconfig.base.json.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import type { PluginOption, UserConfig } from 'vite';

export const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const linguiConfigPath = join(workspaceRoot, 'lingui.config.ts');

/** `@portal/x` → absolute source path, read from tsconfig.base.json (exact matches, so `x/testing` is its own entry). */
export function workspaceAliases(): { find: RegExp; replacement: string }[] {
  const base = JSON.parse(readFileSync(join(workspaceRoot, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.entries(base.compilerOptions.paths).map(([alias, [target]]) => ({
    find: new RegExp(`^${alias.replace(/[/]/g, '\\/')}$`),
    replacement: join(workspaceRoot, target),
  }));
}

export function reactPlugins(): PluginOption[] {
  return [
    babel({
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    react(),
    lingui({ configPath: linguiConfigPath }),
  ];
}

/** Vitest settings for component tests in jsdom. */
export function testConfig(projectRoot: string): UserConfig['test'] {
  return {
    root: projectRoot,
    environment: 'jsdom',
    globals: false,
    include: ['src/**/*.{test,spec}.{ts,tsx}'],
    setupFiles: [join(workspaceRoot, 'tools/vite/vitest.setup.ts')],
    css: false,
    restoreMocks: true,
    // Component tests type and click through whole flows; on a loaded 2-core CI machine (lint,
    // typecheck, builds and other suites run beside them) 5 s is not enough for the slowest.
    testTimeout: 20_000,
  };
}

/**
 * Config for a library: its tests in jsdom. A library is not built on its own: the brand apps
 * bundle its source.
 */
export function libraryConfig(projectRoot: string): UserConfig {
  return {
    root: projectRoot,
    plugins: reactPlugins(),
    resolve: { alias: workspaceAliases() },
    test: testConfig(projectRoot),
  };
}
