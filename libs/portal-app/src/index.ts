/**
 * @portal/portal-app: the portal assembled once for every brand (tag `type:composition`): the
 * feature pages on their routes, the overlays, the home slots, the catalogs, and `startPortal`
 * which a brand's `main.tsx` calls with its config. Mount a page: one line in FEATURE_PAGES;
 * an overlay: one line in FEATURE_OVERLAYS (see README "How the pieces start").
 */
export { startPortal, type StartPortalOptions, type StartedPortal } from './lib/start/startPortal';
export { PortalComposition, type PortalCompositionProps } from './lib/composition/components/PortalComposition';
export { FEATURE_PAGES } from './lib/composition/constants/FEATURE_PAGES';
export { FEATURE_OVERLAYS } from './lib/composition/constants/FEATURE_OVERLAYS';
export { FEATURE_CATALOGS } from './lib/composition/constants/FEATURE_CATALOGS';
export { featureOverlay, type FeatureOverlay, type FeatureOverlayId } from './lib/composition/utils/featureOverlay';
