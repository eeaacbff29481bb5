import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineBrand } from '@portal/brand';
import { describe, expect, it } from 'vitest';
import { brandConfig } from '../brand.config';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const brand = defineBrand(brandConfig);

/** Written by the brand generator from this brand's own options; edit it with the config. */
describe('Portal VN brand config', () => {
  it('is valid and offers its languages with its default', () => {
    expect(brand.languages).toEqual(['vi', 'en']);
    expect(brand.defaultLanguage).toBe('vi');
    expect(brand.defaultTheme).toBe('light');
  });

  it('shows money as 1.234.567 ₫ (0 decimals, . thousands, symbol after)', () => {
    expect(brand.currency).toEqual({ symbol: '₫', symbolPosition: 'after', symbolSpacing: true, decimals: 0, thousandsSeparator: '.', decimalSeparator: ',' });
  });

  it('registers by mobile number and offers no free play by default', () => {
    expect(brand.featureSwitches.MOBILENUMREG3).toBe(true);
    expect(brand.featureSwitches.FREEPLAY3).toBe(false);
  });

  it('has its footer texts and support hours in Vietnamese and English', () => {
    for (const text of [brand.footer.licence, brand.footer.responsibleGaming, brand.support.hours]) {
      expect(text?.vi).toBeTruthy();
      expect(text?.en).toBeTruthy();
    }
  });

  it('sends its merchant code on the web platform', () => {
    expect(brand.merchantCode).toBe('VN001');
    expect(brand.platform).toBe('W');
  });

  it('ships its logo, favicon and app icon and names itself in index.html', () => {
    for (const asset of [brand.logo, '/favicon.svg', '/app-icon.svg']) expect(existsSync(join(appRoot, 'public', asset))).toBe(true);
    expect(readFileSync(join(appRoot, 'index.html'), 'utf8')).toContain('<title>Portal VN</title>');
  });
});
