export * from './lib/personal-centre/utils/getPersonalCentreEntries';
export * from './lib/personal-centre/components/PersonalCentreOverlay';
export { memberCatalog } from './locales/memberCatalog';
export * from './lib/point-mall/components/PointMallPage';
