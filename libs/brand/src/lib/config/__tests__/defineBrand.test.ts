import { describe, expect, it } from 'vitest';
import { BrandConfigError } from '../BrandConfigError';
import { defineBrand, pickLocalizedText } from '../defineBrand';
import { resolveFeatureSwitches, DEFAULT_FEATURE_SWITCHES } from '../../feature-switches/featureSwitches';

const base = { code: 'x', name: 'X', merchantCode: 'X1', languages: ['pt' as const], defaultLanguage: 'pt' as const, logo: '/l.svg' };

describe('defineBrand', () => {
  it('fills spec defaults: $ with 2 decimals, the spec banner groups, platform W', () => {
    const brand = defineBrand(base);
    expect(brand.currency).toEqual({
      symbol: '$',
      symbolPosition: 'before',
      symbolSpacing: false,
      decimals: 2,
      thousandsSeparator: ',',
      decimalSeparator: '.',
    });
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

  it('names every wrong field of a bad config in one BrandConfigError', () => {
    let caught: unknown;
    try {
      defineBrand({
        ...base,
        languages: ['pt', 'en'],
        currency: { decimals: 7, thousandsSeparator: '.', decimalSeparator: '.' },
        theme: { accent: { dark: 'gold-ish' }, radius: 99 },
        footer: { licence: { pt: 'Licença 1' } },
        support: { email: 'not-an-email' },
        social: { telegram: 't.me/x' },
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(BrandConfigError);
    const error = caught as BrandConfigError;
    expect(error.message).toMatch(/^Brand "x" has an invalid brand.config.ts/);
    expect(error.problems).toEqual([
      'currency.decimals: must be a whole number from 0 to 4',
      'currency.decimalSeparator: must differ from the thousands separator',
      'theme.accent.dark: "gold-ish" is not a CSS colour (#rrggbb, rgb(), hsl(), oklch())',
      'theme.radius: must be a number of px from 0 to 24',
      'social.telegram: "t.me/x" must be an http(s) URL',
      'footer.licence: has no en text (every language of the brand needs one)',
      'support.email: "not-an-email" is not an e-mail address',
    ]);
  });

  it('accepts a VND brand: symbol after with a space, no decimals, . thousands', () => {
    const brand = defineBrand({
      ...base,
      languages: ['vi', 'en'],
      defaultLanguage: 'vi',
      currency: { symbol: '₫', symbolPosition: 'after', symbolSpacing: true, decimals: 0, thousandsSeparator: '.', decimalSeparator: ',' },
      footer: { licence: { vi: 'Giấy phép', en: 'Licence' } },
    });
    expect(brand.currency.symbolPosition).toBe('after');
    expect(pickLocalizedText(brand.footer.licence, 'en', brand.defaultLanguage)).toBe('Licence');
    expect(pickLocalizedText(brand.footer.licence, 'zh', brand.defaultLanguage)).toBe('Giấy phép');
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
