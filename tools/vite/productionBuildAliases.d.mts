import type { Plugin } from 'vite';

/** See productionBuildAliases.mjs. */
export function productionBuildAliases(): Plugin;
