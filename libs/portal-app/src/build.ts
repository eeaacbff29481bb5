/**
 * Entry point the brand's build reads (never part of the portal's bundle): what the build needs to
 * know about the portal, as typed values from the same modules the portal runs, so that renaming or
 * moving a page, a slot or a centre's page needs no change in tools/. The build imports it in a
 * module runner and runs the start's own steps to learn which modules each route asks for
 * (tools/workspace-plugin `portalBuildFacts`; docs/product/performance.md "The build reads the portal").
 */
import type { BrandConfig } from '@portal/brand';
import { BOOT_DATA_ATTRIBUTE, bootFramePlan, portalCatalogs, renderBootFrame, routePages, THEME_ATTRIBUTE_DATA } from '@portal/feature-shell';
import { memberCatalog } from '@portal/feature-member/catalog';
import type { CatalogLoaders } from '@portal/i18n';
import { IMAGE_CDN_STORAGE_KEY, portalCssVariableTheme, THEME_MODE_ATTRIBUTE } from '@portal/ui-kit';
import { FEATURE_CATALOGS } from './lib/composition/constants/FEATURE_CATALOGS';
import { startCodeSteps } from './lib/start/utils/startCodeSteps';

export interface PortalBuild {
  /** The boot script's plan for a brand (`base`: the platform's origin, '' for the same origin); its file lists are the build's to fill. */
  bootPlan: (brand: BrandConfig, base: string) => ReturnType<typeof bootFramePlan>;
  /** The page of each exact route path. */
  routePages: () => Record<string, string>;
  /** The boot frame's markup and styles for a brand, rendered from the portal's own components. */
  bootFrame: (brand: BrandConfig) => { html: string; css: string };
  /** The boot script's attributes: its plan, and the name of `<html>`'s theme attribute, with that attribute. */
  bootScript: { dataAttribute: string; themeAttributeData: string; themeAttribute: string };
  /** What the start asks for on a route (`startCodeSteps`): run by the build, which records the modules they import. */
  startCodeSteps: (pathname: string, pageCovered: boolean) => (() => void)[];
  /** The member centre's pages by id (each loads its own chunk), as the address names them. */
  memberCentrePages: () => Promise<Record<string, { view: { preload: () => Promise<void> } }>>;
  /** The catalogs the start loads, and the member centre's. */
  startCatalogs: CatalogLoaders[];
  memberCentreCatalog: CatalogLoaders;
}

export const PORTAL_BUILD: PortalBuild = {
  bootPlan: (brand, base) => bootFramePlan(brand, { base, media: portalCssVariableTheme.media.phone.replace(/^@media\s+/, ''), cdnKey: IMAGE_CDN_STORAGE_KEY }),
  routePages,
  bootFrame: renderBootFrame,
  bootScript: { dataAttribute: BOOT_DATA_ATTRIBUTE, themeAttributeData: THEME_ATTRIBUTE_DATA, themeAttribute: THEME_MODE_ATTRIBUTE },
  startCodeSteps,
  memberCentrePages: () => import('@portal/feature-member/addressed-page').then((module) => module.MEMBER_CENTRE_VIEWS),
  startCatalogs: portalCatalogs(FEATURE_CATALOGS),
  memberCentreCatalog: memberCatalog,
};
