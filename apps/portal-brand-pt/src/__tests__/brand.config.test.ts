import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineBrand } from '@portal/brand';
import { describe, expect, it } from 'vitest';
import { brandConfig } from '../brand.config';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const brand = defineBrand(brandConfig);

describe('PT brand config (docs/product/display-and-platform.md)', () => {
  it('is valid and offers Portuguese only, as the default', () => {
    expect(brand.languages).toEqual(['pt']);
    expect(brand.defaultLanguage).toBe('pt');
  });

  it('shows money with $ before the amount, 2 decimals and thousands separators', () => {
    expect(brand.currency).toEqual({
      symbol: '$',
      symbolPosition: 'before',
      symbolSpacing: false,
      decimals: 2,
      thousandsSeparator: ',',
      decimalSeparator: '.',
    });
  });

  it('requests the spec banner groups and sends its merchant code on the web platform', () => {
    expect(brand.bannerGroups).toMatchObject({ home: 'w_home', elott: 'w_lott', promotions: 'w_promotion', pointMall: 'w_shop', register: 'w_reg' });
    expect(brand.merchantCode).toBe('PT001');
    expect(brand.platform).toBe('W');
  });

  it('ships its logo, favicon and app icon and names itself in index.html', () => {
    for (const asset of [brand.logo, '/favicon.svg', '/app-icon.svg']) expect(existsSync(join(appRoot, 'public', asset))).toBe(true);
    expect(readFileSync(join(appRoot, 'index.html'), 'utf8')).toContain(`<title>${brand.name}</title>`);
  });
});
