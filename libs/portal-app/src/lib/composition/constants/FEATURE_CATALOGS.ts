import { agentCatalog } from '@portal/feature-agent/catalog';
import { authCatalog } from '@portal/feature-auth/catalog';
import { gamesCatalog } from '@portal/feature-games/catalog';
import { memberCatalog } from '@portal/feature-member/catalog';
import type { CatalogLoaders } from '@portal/i18n';
import { i18nCatalog } from '@portal/i18n';

/**
 * Translation catalogs loaded at start (each a per-locale lazy chunk; the shell adds its own).
 * A feature's catalog comes from its `/catalog` entry point so its pages stay lazy chunks.
 */
export const FEATURE_CATALOGS: readonly CatalogLoaders[] = [i18nCatalog, authCatalog, gamesCatalog, memberCatalog, agentCatalog];
