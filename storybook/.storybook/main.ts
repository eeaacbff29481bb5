import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin, PluginOption } from 'vite';
import { mergeConfig } from 'vite';
import { reactPlugins, workspaceAliases } from '../../tools/vite/config.ts';

async function flattenPlugins(options: PluginOption[] | undefined): Promise<Plugin[]> {
  const plugins: Plugin[] = [];
  for (const option of options ?? []) {
    const resolved = await option;
    if (Array.isArray(resolved)) plugins.push(...(await flattenPlugins(resolved)));
    else if (resolved) plugins.push(resolved);
  }
  return plugins;
}

/** One instance of each plugin (Storybook's own React plugin and the workspace's would both run). */
async function uniquePlugins(options: PluginOption[] | undefined): Promise<Plugin[]> {
  const seen = new Set<string>();
  return (await flattenPlugins(options)).filter((plugin) => {
    if (seen.has(plugin.name)) return false;
    seen.add(plugin.name);
    return true;
  });
}

/**
 * The workspace's Storybook: ui-kit's primitives, page-kit's pieces and every feature's screens,
 * each library's `src/**\/__stories__/*.stories.tsx` (a new library's stories appear with no edit
 * here). Screens bring the portal's providers with `withPortal` (@portal/page-kit/testing); the
 * toolbar's brand, language and theme reach them through the preview (preview.tsx).
 */
const config: StorybookConfig = {
  stories: ['../../libs/*/src/**/__stories__/*.stories.@(ts|tsx)'],
  // The files the stories' fixtures point to: the test brand's logo and app icon, the fixture member's avatar.
  staticDirs: ['./public'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    // The workspace's own compile setup: React (+ Lingui macros through Babel), `.po` catalogs and @portal/* aliases.
    const merged = mergeConfig(viteConfig, {
      plugins: reactPlugins(),
      resolve: { alias: workspaceAliases() },
    });
    return { ...merged, plugins: await uniquePlugins(merged.plugins) };
  },
};

export default config;
