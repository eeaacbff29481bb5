import type { DeepPartial } from '../types/DeepPartial';
import type { BrandColors, ModeValues, ThemeMode, ThemeOverrides, ToneColors } from '../types/PortalTheme';
import { contrastRatio } from './contrastRatio';

const mix = (color: string, other: string, percent: number) => `color-mix(in srgb, ${color} ${percent}%, ${other})`;

const WHITE = '#ffffff';

/**
 * The text drawn on a brand colour (primary buttons, active pills) when the brand gives none: the
 * mode's own (dark text, made for gold), or white when white reads better on that colour, as on a
 * deep pink or blue (WCAG contrast; a colour in another notation than hex keeps the mode's own).
 */
function contrastOn(base: string, fallback: string): string {
  const own = contrastRatio(base, fallback);
  const white = contrastRatio(base, WHITE);
  return own !== null && white !== null && white > own ? WHITE : fallback;
}

/** A full tone from a brand's partial one: what the brand leaves out is derived from `base`. */
function completeTone(defaults: ToneColors, partial: DeepPartial<ToneColors> | undefined, mode: ThemeMode): ToneColors {
  if (!partial) return defaults;
  const base = partial.base;
  if (base === undefined) return { ...defaults, ...definedOnly(partial) };
  const contrast = partial.contrast ?? contrastOn(base, defaults.contrast);
  // Hover lightens under dark text and darkens under white, so the text keeps its contrast.
  const whiteText = contrast.toLowerCase() === WHITE;
  return {
    base,
    hover: partial.hover ?? (whiteText ? mix(base, 'black', 88) : mix(base, 'white', 82)),
    active: partial.active ?? mix(base, 'black', whiteText ? 76 : 85),
    subtle: partial.subtle ?? mix(base, 'transparent', 16),
    // Accent as text must stay readable on the page surfaces of the mode.
    text: partial.text ?? (mode === 'light' ? mix(base, 'black', 62) : mix(base, 'white', 80)),
    contrast,
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Merges the brand colours (shared, then mode-specific) into a mode's value set. */
export function applyBrandColors(values: ModeValues, mode: ThemeMode, overrides: ThemeOverrides | undefined): ModeValues {
  if (!overrides) return values;
  const shared: DeepPartial<BrandColors> | undefined = overrides.color;
  const forMode: DeepPartial<BrandColors> | undefined = overrides[mode];
  const accent = { ...definedOnly(shared?.accent ?? {}), ...definedOnly(forMode?.accent ?? {}) };
  if (Object.keys(accent).length === 0) return values;
  const tone = completeTone(values.color.accent, accent, mode);
  return {
    ...values,
    color: {
      ...values.color,
      accent: tone,
      text: { ...values.color.text, link: tone.text },
      border: { ...values.color.border, focus: tone.text },
    },
  };
}
