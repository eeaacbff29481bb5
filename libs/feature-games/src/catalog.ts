/**
 * Second entry point: the catalog alone, so the app can load it at start while the pages stay in
 * their lazy route chunks (importing the main entry statically would pull every page in).
 */
export { gamesCatalog } from './locales/gamesCatalog';
