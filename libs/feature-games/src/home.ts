/**
 * Entry point of home's game sections alone: home loads only them, not every page of the library
 * (a dynamic import of the main entry loads all it exports; docs/product/performance.md).
 */
export { HomeGameSections } from './lib/home/components/HomeGameSections';
