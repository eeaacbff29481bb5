export * from './lib/endpoint';
export * from './lib/headers';
export * from './lib/system/system.endpoints';
export * from './lib/content/banner.endpoints';
export * from './lib/endpoints';
export * from './lib/encryption/encryption';
