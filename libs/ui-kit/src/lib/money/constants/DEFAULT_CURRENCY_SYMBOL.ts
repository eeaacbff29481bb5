/** Default currency symbol (docs/product/display-and-platform.md); brands pass their own. */
export const DEFAULT_CURRENCY_SYMBOL = '$';
