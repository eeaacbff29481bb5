import { authCatalog } from '@portal/feature-auth/catalog';
import { gamesCatalog } from '@portal/feature-games/catalog';
import type { CatalogLoaders } from '@portal/i18n';
import { i18nCatalog } from '@portal/i18n';

/**
 * Translation catalogs loaded at start (each a per-locale lazy chunk; the shell adds its own): the
 * features the first screen can show. A feature's catalog comes from its `/catalog` entry point
 * so its pages stay lazy chunks. The member and agent centres' catalogs load with their code
 * (`withCatalog` in FEATURE_OVERLAYS and FEATURE_PAGES: docs/product/performance.md "Strings load
 * with their feature").
 */
export const FEATURE_CATALOGS: readonly CatalogLoaders[] = [i18nCatalog, authCatalog, gamesCatalog];
