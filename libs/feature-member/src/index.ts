export * from './lib/personal-center/constants/PERSONAL_CENTER_PAGES';
export * from './lib/personal-center/utils/getPersonalCenterEntries';
export * from './lib/personal-center/components/PersonalCenterOverlay';
export { memberCatalog } from './locales/memberCatalog';
export * from './lib/pointMall/components/PointMallPage';
