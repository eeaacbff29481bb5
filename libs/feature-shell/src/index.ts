export * from './lib/app/components/PortalApp';
export * from './lib/routes/constants/PORTAL_ROUTES';
export * from './lib/routes/components/PortalRoutes';
export * from './lib/layout/components/PortalLayout';
export * from './lib/banner/components/BannerCarousel';
export * from './lib/system-status/components/MaintenancePage';
export * from './lib/system-status/components/IpRestrictionPage';
export * from './lib/system-status/components/SystemStatusGate';
export { shellCatalog } from './locales/shellCatalog';
