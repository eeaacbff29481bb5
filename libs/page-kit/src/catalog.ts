/**
 * Second entry point: the catalog alone, so the shell can load it at start (every feature's forms
 * and states use these texts) without pulling the components into the start bundle.
 */
export { pageKitCatalog } from './locales/pageKitCatalog';
