export * from './lib/config/BrandConfig';
export * from './lib/config/defineBrand';
export * from './lib/config/BrandConfigError';
export * from './lib/feature-switches/featureSwitches';
export * from './lib/context/BrandContext';
export * from './lib/theme/brandThemeOverrides';
