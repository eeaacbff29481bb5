/**
 * Second entry point: the catalog alone, so the app can load it at start while the overlay and
 * its pages stay in their lazy chunks.
 */
export { memberCatalog } from './locales/memberCatalog';
