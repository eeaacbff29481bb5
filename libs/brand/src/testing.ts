import { defineBrand } from './lib/config/defineBrand';

/** A brand for component tests: PT only, `$`, every default switch. */
export const testBrand = defineBrand({
  code: 'test',
  name: 'Test Brand',
  merchantCode: 'TEST',
  languages: ['pt'],
  defaultLanguage: 'pt',
  logo: '/logo.svg',
  appIcon: '/app-icon.svg',
});
