import { describe, expect, it } from 'vitest';
import { PLATFORM_LANGUAGE, pickLocale } from '../locales';

describe('pickLocale', () => {
  it('uses the brand default when the stored language is not offered', () => {
    expect(pickLocale(['pt'], 'pt', 'en')).toBe('pt');
    expect(pickLocale(['pt'], 'pt', null)).toBe('pt');
  });

  it('uses a stored language the brand offers', () => {
    expect(pickLocale(['pt', 'en'], 'pt', 'en')).toBe('en');
  });

  it('maps zh to the platform language CN', () => {
    expect(PLATFORM_LANGUAGE.zh).toBe('CN');
    expect(PLATFORM_LANGUAGE.pt).toBe('PT');
  });
});
