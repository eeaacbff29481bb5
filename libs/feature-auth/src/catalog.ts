/**
 * Second entry point: the catalog alone, so the app can load it at start while the pages and
 * modals stay in their lazy chunks.
 */
export { authCatalog } from './locales/authCatalog';
