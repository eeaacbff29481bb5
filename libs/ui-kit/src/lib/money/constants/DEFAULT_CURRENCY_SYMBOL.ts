/** Default currency symbol (spec §9); brands pass their own. */
export const DEFAULT_CURRENCY_SYMBOL = '$';
