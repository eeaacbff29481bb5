/** QR defaults (docs/product/content.md): size 200 and margin 20 px, drawn at 800 px then scaled, level M. */
export const QR_CODE_DEFAULTS = {
  size: 200,
  margin: 20,
  coreSize: 800,
  errorCorrectionLevel: 'M',
  /** Black on white in either mode: what every scanner reads (the encoder takes `#rrggbb`, not the theme's variables). */
  darkColor: '#000000',
  lightColor: '#ffffff',
  /** Logo width as a share of the code's width. */
  logoScale: 0.22,
} as const;
