/**
 * Second entry point: the catalog alone, so the app can load it at start while the agent centre
 * stays in its lazy chunk.
 */
export { agentCatalog } from './locales/agentCatalog';
