import { describe, expect, it } from 'vitest';
import { defineBrand } from '../defineBrand';
import { resolveFeatureSwitches, DEFAULT_FEATURE_SWITCHES } from '../../feature-switches/featureSwitches';

const base = { code: 'x', name: 'X', merchantCode: 'X1', languages: ['pt' as const], defaultLanguage: 'pt' as const, logo: '/l.svg' };

describe('defineBrand', () => {
  it('fills spec defaults: $ with 2 decimals, the spec banner groups, platform W', () => {
    const brand = defineBrand(base);
    expect(brand.currency).toEqual({ symbol: '$', decimals: 2, thousandsSeparator: ',', decimalSeparator: '.' });
    expect(brand.bannerGroups.home).toBe('w_home');
    expect(brand.bannerGroups.elott).toBe('w_lott');
    expect(brand.bannerGroups.pointMall).toBe('w_shop');
    expect(brand.platform).toBe('W');
  });

  it('keeps overrides of a single banner group and switch', () => {
    const brand = defineBrand({ ...base, bannerGroups: { home: 'w_home_x' }, featureSwitches: { CBS3: true } });
    expect(brand.bannerGroups.home).toBe('w_home_x');
    expect(brand.bannerGroups.rng).toBe('w_rng');
    expect(brand.featureSwitches.CBS3).toBe(true);
    expect(brand.featureSwitches.DIRECTREG3).toBe(DEFAULT_FEATURE_SWITCHES.DIRECTREG3);
  });

  it('refuses a default language outside the list, an empty list and a bad code', () => {
    expect(() => defineBrand({ ...base, defaultLanguage: 'en' })).toThrow(/not in its language list/);
    expect(() => defineBrand({ ...base, languages: [] })).toThrow(/at least one language/);
    expect(() => defineBrand({ ...base, code: 'Bad Code' })).toThrow(/lower-case/);
  });
});

describe('resolveFeatureSwitches', () => {
  it('lets the server win where it sent a boolean and ignores unknown keys', () => {
    const result = resolveFeatureSwitches(DEFAULT_FEATURE_SWITCHES, { FREEPLAY3: false, CBS3: true, NOPE: true });
    expect(result.FREEPLAY3).toBe(false);
    expect(result.CBS3).toBe(true);
    expect(result).not.toHaveProperty('NOPE');
    expect(result.DIRECTREG3).toBe(DEFAULT_FEATURE_SWITCHES.DIRECTREG3);
  });
});
