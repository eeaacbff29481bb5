import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin, PluginOption } from 'vite';
import { mergeConfig } from 'vite';
import { reactPlugins, workspaceAliases } from '../../../tools/vite/config';

async function flattenPlugins(options: PluginOption[] | undefined): Promise<Plugin[]> {
  const plugins: Plugin[] = [];
  for (const option of options ?? []) {
    const resolved = await option;
    if (Array.isArray(resolved)) plugins.push(...(await flattenPlugins(resolved)));
    else if (resolved) plugins.push(resolved);
  }
  return plugins;
}

/**
 * Drops vite-plugin-dts (it would write .d.ts files into the static Storybook) and repeated
 * plugins: Storybook also loads `libs/ui-kit/vite.config.ts`, which brings the same React and
 * Lingui plugins as `reactPlugins()`.
 */
async function cleanPlugins(options: PluginOption[] | undefined): Promise<Plugin[]> {
  const seen = new Set<string>();
  return (await flattenPlugins(options)).filter((plugin) => {
    if (plugin.name === 'vite:dts' || seen.has(plugin.name)) return false;
    seen.add(plugin.name);
    return true;
  });
}

const config: StorybookConfig = {
  // ui-kit's primitives, and the screens built on them: page-kit's pieces and the features' pages
  // (those stories bring the portal providers with `withPortal` from @portal/page-kit/testing).
  stories: [
    '../src/**/__stories__/*.stories.@(ts|tsx)',
    '../../page-kit/src/**/__stories__/*.stories.@(ts|tsx)',
    '../../feature-*/src/**/__stories__/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    // The workspace's own compile setup: React (+ Lingui macros through Babel) and @portal/* aliases.
    const merged = mergeConfig(viteConfig, {
      plugins: reactPlugins(),
      resolve: { alias: workspaceAliases() },
    });
    return { ...merged, plugins: await cleanPlugins(merged.plugins) };
  },
};

export default config;
