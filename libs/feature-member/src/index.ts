export * from './lib/member-centre/utils/getMemberCentreEntries';
export * from './lib/member-centre/components/MemberCentreOverlay';
export { memberCatalog } from './locales/memberCatalog';
export * from './lib/point-mall/components/PointMallPage';
