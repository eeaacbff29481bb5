import { describe, expect, it } from 'vitest';
import { brandConfig } from '../brand.config';

describe('PT brand config (docs/product/display-and-platform.md)', () => {
  it('offers Portuguese only, as the default', () => {
    expect(brandConfig.languages).toEqual(['pt']);
    expect(brandConfig.defaultLanguage).toBe('pt');
  });

  it('shows money with $, 2 decimals and thousands separators', () => {
    expect(brandConfig.currency).toEqual({ symbol: '$', decimals: 2, thousandsSeparator: ',', decimalSeparator: '.' });
  });

  it('requests the spec banner groups and sends its merchant code on the web platform', () => {
    expect(brandConfig.bannerGroups).toMatchObject({ home: 'w_home', elott: 'w_lott', promotions: 'w_promotion', pointMall: 'w_shop', register: 'w_reg' });
    expect(brandConfig.merchantCode).toBe('PT001');
    expect(brandConfig.platform).toBe('W');
  });
});
