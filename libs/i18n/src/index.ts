export * from './lib/locale/locales';
export * from './lib/locale/catalogs';
export * from './lib/locale/i18nCatalog';
export * from './lib/locale/PortalI18nProvider';
export * from './lib/format/formatDateTime';
export * from './lib/messages/commonMessages';
export * from './lib/messages/GAME_CATEGORY_LABELS';
export { setCatalogLocale, withCatalog } from './lib/locale/catalogsOnDemand';
