import type { DeepPartial } from './DeepPartial';

export type ThemeMode = 'dark' | 'light';

/** One colour family (accent and the status colours share this shape). */
export interface ToneColors {
  /** Filled backgrounds (buttons, badges, active dots). */
  base: string;
  hover: string;
  active: string;
  /** Tinted background (badge, alert, selected row). */
  subtle: string;
  /** The tone used as text or icon on the page surfaces. */
  text: string;
  /** Text or icon drawn on `base`. */
  contrast: string;
}

/** Semantic colours: what a colour is for, not what it looks like. */
export interface SemanticColors {
  text: {
    primary: string;
    secondary: string;
    tertiary: string;
    disabled: string;
    /** Text on an inverted surface. */
    inverse: string;
    link: string;
  };
  surface: {
    /** Page background. */
    base: string;
    /** Cards, header, side menu. */
    raised: string;
    /** Modals, dropdowns, popovers. */
    overlay: string;
    /** Inputs and wells, below the raised level. */
    sunken: string;
    hover: string;
    pressed: string;
    /** Dims the page behind a modal. */
    backdrop: string;
    skeleton: string;
    skeletonHighlight: string;
  };
  accent: ToneColors;
  danger: ToneColors;
  warning: ToneColors;
  success: ToneColors;
  info: ToneColors;
  border: {
    subtle: string;
    default: string;
    strong: string;
    /** Focus ring. */
    focus: string;
  };
}

export interface Shadows {
  sm: string;
  md: string;
  lg: string;
  /** Modals and dialogs. */
  overlay: string;
}

/** The value set that differs between dark and light. */
export interface ModeValues {
  color: SemanticColors;
  shadow: Shadows;
}

export interface FontFamilies {
  body: string;
  heading: string;
  mono: string;
}

export interface FontSizes {
  xs: string;
  sm: string;
  md: string;
  lg: string;
  xl: string;
  xxl: string;
  display: string;
}

export interface FontWeights {
  regular: number;
  medium: number;
  semibold: number;
  bold: number;
}

export interface LineHeights {
  tight: number;
  normal: number;
  relaxed: number;
}

export interface Radii {
  none: string;
  sm: string;
  md: string;
  lg: string;
  xl: string;
  pill: string;
  round: string;
}

export interface ZIndexes {
  base: number;
  raised: number;
  header: number;
  sideMenu: number;
  overlay: number;
  modal: number;
  toast: number;
}

/**
 * Where the layout changes (docs/product/phone-layout.md): a phone below `tablet` (768), a tablet
 * from `tablet` to below `desktop` (1200), the desktop from `desktop` up. The desktop is drawn at
 * 1440×900 and is the default; phone and tablet styles sit under `media.phone` / `media.belowDesktop`.
 */
export interface Breakpoints {
  tablet: number;
  desktop: number;
}

export type BreakpointName = keyof Breakpoints;

export interface MediaQueries {
  /** `@media (max-width: …)` strictly below the breakpoint (desktop-first styles). */
  below: (name: BreakpointName) => string;
  /** `@media (min-width: …)` from the breakpoint up. */
  above: (name: BreakpointName) => string;
  /** A phone: below `tablet`, or a touch screen under 500 px high (a phone held sideways). */
  phone: string;
  /** A phone or a tablet: below `desktop`. */
  belowDesktop: string;
  /**
   * Where a finger is the pointer or the screen is narrower than the desktop: controls grow to
   * the 44 px touch target (docs/product/phone-layout.md).
   */
  touch: string;
  reducedMotion: string;
}

/** `theme.spacing(2)` → `'8px'`, `theme.spacing(1, 2)` → `'4px 8px'` (4px unit). */
export type Spacing = (...multipliers: number[]) => string;

export interface Motion {
  duration: { fast: string; normal: string; slow: string };
  easing: { standard: string; emphasized: string };
}

export interface Layout {
  designWidth: number;
  designHeight: number;
  contentMaxWidth: number;
}

export interface ButtonVariantTokens {
  background: string;
  backgroundHover: string;
  backgroundActive: string;
  text: string;
  border: string;
}

export type ButtonSize = 'sm' | 'md' | 'lg';
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** Per-component decisions derived from the semantic layer. */
export interface ComponentTokens {
  button: {
    height: Record<ButtonSize, number>;
    paddingX: Record<ButtonSize, string>;
    fontSize: Record<ButtonSize, string>;
    variant: Record<ButtonVariant, ButtonVariantTokens>;
    disabledOpacity: number;
  };
  input: {
    height: number;
    background: string;
    backgroundDisabled: string;
    text: string;
    placeholder: string;
    border: string;
    borderHover: string;
    borderFocus: string;
    borderError: string;
    requiredMark: string;
  };
  modal: {
    width: number;
    background: string;
    border: string;
    backdrop: string;
  };
  dialog: {
    width: number;
  };
  tabs: {
    text: string;
    textActive: string;
    indicator: string;
    border: string;
    pillBackground: string;
    pillBackgroundActive: string;
  };
  carousel: {
    dot: string;
    dotActive: string;
  };
  /** `height` on the desktop and a tablet, `heightPhone` on a phone. */
  header: { height: number; heightPhone: number; background: string };
  sideMenu: { width: number; widthMini: number; background: string };
  /** The phone's bottom navigation bar (its height without the safe-area inset). */
  bottomBar: { height: number; background: string };
  /** The smallest size of a control a finger presses (44 px; docs/product/phone-layout.md). */
  touchTarget: number;
}

export interface PortalTheme {
  color: SemanticColors;
  shadow: Shadows;
  font: {
    family: FontFamilies;
    size: FontSizes;
    weight: FontWeights;
    lineHeight: LineHeights;
  };
  radius: Radii;
  spacing: Spacing;
  /** Size of one spacing step in px. */
  spacingUnit: number;
  zIndex: ZIndexes;
  breakpoint: Breakpoints;
  media: MediaQueries;
  motion: Motion;
  layout: Layout;
  component: ComponentTokens;
}

/** What a brand may change. */
export interface BrandLayer {
  color: {
    accent: ToneColors;
  };
  font: {
    family: Pick<FontFamilies, 'body' | 'heading'>;
  };
  radius: Pick<Radii, 'sm' | 'md' | 'lg' | 'xl'>;
}

export type BrandColors = BrandLayer['color'];

/**
 * A brand's overrides: a deep-partial brand layer applied to both modes, plus optional colours
 * for one mode only (`dark`, `light`) which win over the shared ones.
 *
 * Giving only `color.accent.base` is enough: hover, active, subtle and text are derived from it
 * with CSS `color-mix()`.
 */
export type ThemeOverrides = DeepPartial<BrandLayer> & {
  dark?: DeepPartial<BrandColors>;
  light?: DeepPartial<BrandColors>;
};
