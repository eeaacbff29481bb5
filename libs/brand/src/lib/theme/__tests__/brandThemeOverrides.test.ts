import { describe, expect, it } from 'vitest';
import { brandThemeOverrides } from '../brandThemeOverrides';

describe('brandThemeOverrides', () => {
  it('maps accent per mode, the font to body and headings, and the radius scale', () => {
    expect(brandThemeOverrides({ theme: { accent: { dark: '#f06595', light: '#c2255c' }, fontFamily: 'Inter, sans-serif', radius: 12 } })).toEqual({
      font: { family: { body: 'Inter, sans-serif', heading: 'Inter, sans-serif' } },
      radius: { sm: '6px', md: '12px', lg: '18px', xl: '24px' },
      dark: { accent: { base: '#f06595' } },
      light: { accent: { base: '#c2255c' } },
    });
  });

  it('leaves every token alone when the brand sets none', () => {
    expect(brandThemeOverrides({ theme: {} })).toEqual({ font: undefined, radius: undefined, dark: undefined, light: undefined });
  });
});
